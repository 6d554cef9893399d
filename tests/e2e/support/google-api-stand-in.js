/*
 * A local stand-in for Google's https://apis.google.com/js/api.js, served by Playwright routing in
 * the browser tests (Google cannot be reached here). It implements the small part of gapi that
 * Firebase's popup sign-in uses, in the app page and in the Auth emulator's helper iframe alike:
 * gapi.load('gapi.iframes'), context.open() (embeds the helper iframe), getParentIframe(), and
 * register/send between the two windows over postMessage. The sign-in itself is the Auth
 * emulator's own popup page, unchanged.
 */
(function () {
  var TAG = '__gapiStandIn';
  var nextId = 1;
  var replies = {};
  var channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    // Requests that arrived before their handler existed are answered now.
    var queued = this.queued;
    this.queued = [];
    for (var i = 0; i < queued.length; i++) this.receive(queued[i]);
  };
  Channel.prototype.unregister = function (name) {
    delete this.handlers[name];
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(nextId++) + ':' + Math.random();
    replies[id] = callback || function () {};
    var message = { id: id, name: name, data: data };
    message[TAG] = 'request';
    this.target.postMessage(message, '*');
  };
  Channel.prototype.receive = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      this.queued.push(message);
      return;
    }
    var reply = { id: message.id, responses: [handler(message.data)] };
    reply[TAG] = 'reply';
    this.target.postMessage(reply, '*');
  };

  function channelFor(win) {
    for (var i = 0; i < channels.length; i++) if (channels[i].win === win) return channels[i].channel;
    var channel = new Channel(win);
    channels.push({ win: win, channel: channel });
    return channel;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || !data[TAG]) return;
    if (data[TAG] === 'reply') {
      var callback = replies[data.id];
      delete replies[data.id];
      if (callback) callback(data.responses);
      return;
    }
    channelFor(event.source).receive(data);
  });

  function facade(channel, extra) {
    var api = {
      register: function (name, handler) { channel.register(name, handler); },
      unregister: function (name) { channel.unregister(name); },
      send: function (name, data, callback) { channel.send(name, data, callback); },
    };
    for (var key in extra) api[key] = extra[key];
    return api;
  }

  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      for (var name in attributes) {
        if (name === 'style') {
          for (var prop in attributes.style) frame.style[prop] = attributes.style[prop];
        } else {
          frame.setAttribute(name, attributes[name]);
        }
      }
      var loaded = new Promise(function (resolve) { frame.addEventListener('load', resolve, { once: true }); });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var channel = channelFor(frame.contentWindow);
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
      var done = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (done) done(); }, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      getContext: function () { return context; },
    },
  };

  // api.js?onload=<name> calls that global when loaded (Firebase uses it); so does gapi_onload.
  var script = document.currentScript;
  var match = script && /[?&]onload=([^&]+)/.exec(script.src);
  setTimeout(function () {
    if (match && typeof window[match[1]] === 'function') window[match[1]]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
