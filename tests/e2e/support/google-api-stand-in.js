/*
 * A local stand-in for Google's https://apis.google.com/js/api.js, served by Playwright routing in
 * the browser tests (Google cannot be reached here). It implements the small part of gapi that
 * Firebase's popup sign-in uses, in the app page and in the Auth emulator's helper iframe alike:
 * gapi.load('gapi.iframes'), context.open() (embeds the helper iframe), getParentIframe(), and
 * register/send between the two windows over postMessage. The sign-in itself is the Auth
 * emulator's own popup page, unchanged.
 */
(function () {
  const TAG = '__gapiStandIn';
  let nextId = 1;
  const replies = {};
  const channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    // Requests that arrived before their handler existed are answered now.
    const queued = this.queued;
    this.queued = [];
    for (let i = 0; i < queued.length; i++) this.receive(queued[i]);
  };
  Channel.prototype.unregister = function (name) {
    delete this.handlers[name];
  };
  Channel.prototype.send = function (name, data, callback) {
    const id = String(nextId++) + ':' + Math.random();
    replies[id] = callback || function () {};
    const message = { id: id, name: name, data: data };
    message[TAG] = 'request';
    this.target.postMessage(message, '*');
  };
  Channel.prototype.receive = function (message) {
    const handler = this.handlers[message.name];
    if (!handler) {
      this.queued.push(message);
      return;
    }
    const reply = { id: message.id, responses: [handler(message.data)] };
    reply[TAG] = 'reply';
    this.target.postMessage(reply, '*');
  };

  function channelFor(win) {
    for (let i = 0; i < channels.length; i++) if (channels[i].win === win) return channels[i].channel;
    const channel = new Channel(win);
    channels.push({ win: win, channel: channel });
    return channel;
  }

  window.addEventListener('message', function (event) {
    const data = event.data;
    if (!data || typeof data !== 'object' || !data[TAG]) return;
    if (data[TAG] === 'reply') {
      const callback = replies[data.id];
      delete replies[data.id];
      if (callback) callback(data.responses);
      return;
    }
    channelFor(event.source).receive(data);
  });

  function facade(channel, extra) {
    const api = {
      register: function (name, handler) { channel.register(name, handler); },
      unregister: function (name) { channel.unregister(name); },
      send: function (name, data, callback) { channel.send(name, data, callback); },
    };
    for (const key in extra) api[key] = extra[key];
    return api;
  }

  const context = {
    open: function (options, callback) {
      const frame = document.createElement('iframe');
      const attributes = options.attributes || {};
      for (const name in attributes) {
        if (name === 'style') {
          for (const prop in attributes.style) frame.style[prop] = attributes.style[prop];
        } else {
          frame.setAttribute(name, attributes[name]);
        }
      }
      const loaded = new Promise(function (resolve) { frame.addEventListener('load', resolve, { once: true }); });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      const channel = channelFor(frame.contentWindow);
      // Like gapi, open() returns what the callback returns (Firebase awaits it for the iframe).
      return callback(facade(channel, {
        restyle: function () {},
        getIframeEl: function () { return frame; },
        ping: function (done) {
          return loaded.then(function () { if (done) done(); });
        },
      }));
    },
    getParentIframe: function () {
      return facade(channelFor(window.parent), {});
    },
  };

  window.gapi = {
    load: function (_module, options) {
      const done = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (done) done(); }, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      getContext: function () { return context; },
    },
  };

  // api.js?onload=<name> calls that global when loaded (Firebase uses it); so does gapi_onload.
  const script = document.currentScript;
  const match = script && /[?&]onload=([^&]+)/.exec(script.src);
  setTimeout(function () {
    if (match && typeof window[match[1]] === 'function') window[match[1]]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
