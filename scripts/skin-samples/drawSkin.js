/**
 * Draws the bundled sample body photos (public/samples/skin/) for the on-body preview: a forearm,
 * a calf, an upper back and a chest in several skin tones, lit softly from the upper left, with
 * the things that make a photo of skin read as skin — cylindrical shading, warm subsurface tint
 * at the edges, mottling, pores, fine hairs, freckles, sensor grain and a soft background.
 * Drawn for InkClarity (no photograph of anyone is used). Runs in Chromium, loaded by
 * scripts/make-skin-samples.ts; plain JavaScript so the page can run it as it is.
 */
/* eslint-disable */
(function () {
  function rng(seed) {
    let a = seed >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** Smooth value noise (a few octaves) on a grid; returns a function of (x, y) in pixels → -1…1. */
  function valueNoise(random, cell, octaves) {
    const layers = [];
    for (let o = 0; o < octaves; o++) {
      const size = 64;
      const grid = new Float32Array(size * size).map(() => random() * 2 - 1);
      layers.push({ grid, size, scale: cell / 2 ** o, amp: 0.5 ** o });
    }
    const smooth = (t) => t * t * (3 - 2 * t);
    return function (x, y) {
      let v = 0;
      let total = 0;
      for (const l of layers) {
        const fx = x / l.scale;
        const fy = y / l.scale;
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const tx = smooth(fx - x0);
        const ty = smooth(fy - y0);
        const at = (i, j) => l.grid[(((j % l.size) + l.size) % l.size) * l.size + (((i % l.size) + l.size) % l.size)];
        const a = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
        const b = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
        v += (a + (b - a) * ty) * l.amp;
        total += l.amp;
      }
      return v / total;
    };
  }

  const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
  const rgb = (c, a = 1) => `rgba(${Math.round(c[0])},${Math.round(c[1])},${Math.round(c[2])},${a})`;
  const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

  /** A limb: a tube along a centre line (list of points) with a width per point, as a closed path. */
  function tubePath(points, widths) {
    const left = [];
    const right = [];
    for (let i = 0; i < points.length; i++) {
      const p = points[i];
      const q = points[Math.min(points.length - 1, i + 1)];
      const o = points[Math.max(0, i - 1)];
      const dx = q[0] - o[0];
      const dy = q[1] - o[1];
      const len = Math.hypot(dx, dy) || 1;
      const nx = -dy / len;
      const ny = dx / len;
      left.push([p[0] + nx * widths[i] / 2, p[1] + ny * widths[i] / 2]);
      right.push([p[0] - nx * widths[i] / 2, p[1] - ny * widths[i] / 2]);
    }
    const path = new Path2D();
    const all = left.concat(right.reverse());
    path.moveTo(all[0][0], all[0][1]);
    // Smooth the outline through midpoints so it is round, not faceted.
    for (let i = 1; i < all.length - 1; i++) {
      const mx = (all[i][0] + all[i + 1][0]) / 2;
      const my = (all[i][1] + all[i + 1][1]) / 2;
      path.quadraticCurveTo(all[i][0], all[i][1], mx, my);
    }
    path.lineTo(all[all.length - 1][0], all[all.length - 1][1]);
    path.closePath();
    return { path, left, right: right.reverse() };
  }

  /** The centre line sampled densely (with widths), for per-pixel shading across the tube. */
  function densify(points, widths) {
    const out = [];
    for (let i = 0; i < points.length - 1; i++) {
      for (let k = 0; k < 8; k++) {
        const t = k / 8;
        out.push({
          x: points[i][0] + (points[i + 1][0] - points[i][0]) * t,
          y: points[i][1] + (points[i + 1][1] - points[i][1]) * t,
          w: widths[i] + (widths[i + 1] - widths[i]) * t,
          dx: points[i + 1][0] - points[i][0],
          dy: points[i + 1][1] - points[i][1],
        });
      }
    }
    return out;
  }

  /** Light from the upper left and a little in front (unit vector: image x, image y, towards the camera). */
  const LIGHT = (() => {
    const v = [-0.45, -0.55, 0.7];
    const n = Math.hypot(...v);
    return v.map((c) => c / n);
  })();

  /**
   * How a pixel of a tube (limb) is lit: its position across the tube gives the surface normal of
   * a cylinder, lit by LIGHT (Lambert) with some ambient light; returns 0 (shade) … 1 (highlight)
   * and how close it is to the silhouette (where skin looks redder, the light passing through it).
   */
  function cylinderLight(cyl, x, y) {
    let best = null;
    let bestD = Infinity;
    for (const c of cyl) {
      const d = (x - c.x) ** 2 + (y - c.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    const len = Math.hypot(best.dx, best.dy) || 1;
    const nx = -best.dy / len;
    const ny = best.dx / len;
    const s = Math.max(-1, Math.min(1, ((x - best.x) * nx + (y - best.y) * ny) / (best.w / 2)));
    const z = Math.sqrt(Math.max(0, 1 - s * s));
    const lambert = Math.max(0, nx * s * LIGHT[0] + ny * s * LIGHT[1] + z * LIGHT[2]);
    return { light: 0.18 + 0.82 * lambert, rim: Math.max(0, Math.abs(s) - 0.75) / 0.25 };
  }

  function background(ctx, W, H, scene, random) {
    const g = ctx.createLinearGradient(0, 0, W * 0.3, H);
    g.addColorStop(0, rgb(scene[0]));
    g.addColorStop(1, rgb(scene[1]));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    // Soft out-of-focus folds of fabric or light falloff on a wall.
    ctx.save();
    ctx.filter = `blur(${Math.round(W / 30)}px)`;
    for (let i = 0; i < 7; i++) {
      ctx.fillStyle = rgb(random() < 0.5 ? mix(scene[0], [255, 255, 255], 0.25) : mix(scene[1], [0, 0, 0], 0.25), 0.35);
      ctx.beginPath();
      ctx.ellipse(random() * W, random() * H, W * (0.1 + random() * 0.25), H * (0.05 + random() * 0.12), random() * Math.PI, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  function castShadow(ctx, path, dx, dy, blur, alpha) {
    ctx.save();
    ctx.filter = `blur(${blur}px)`;
    ctx.translate(dx, dy);
    ctx.fillStyle = `rgba(20,12,8,${alpha})`;
    ctx.fill(path);
    ctx.restore();
  }

  /** Scene geometry for each body part: the skin path(s) and how to shade them. */
  const BODY = {
    forearm(ctx, W, H, tone) {
      const pts = [];
      const widths = [];
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        pts.push([-W * 0.08 + t * W * 1.16, H * 0.7 - t * H * 0.36 + Math.sin(t * Math.PI) * H * 0.03]);
        // Wider at the elbow (left), the muscle belly a third of the way, narrow at the wrist.
        widths.push(H * (0.5 - 0.2 * t + 0.06 * Math.sin(t * Math.PI * 1.3)));
      }
      const tube = tubePath(pts, widths);
      return { paths: [tube.path], shade: () => {}, cylinder: densify(pts, widths), hairAngle: Math.atan2(-0.36, 1.16), hair: 1 };
    },
    calf(ctx, W, H, tone) {
      const pts = [];
      const widths = [];
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        pts.push([W * 0.5 + (t - 0.5) * W * 0.12, -H * 0.08 + t * H * 1.16]);
        widths.push(W * (0.34 + 0.1 * Math.sin(Math.min(1, t * 1.6) * Math.PI) - 0.12 * t));
      }
      const tube = tubePath(pts, widths);
      return { paths: [tube.path], shade: () => {}, cylinder: densify(pts, widths), hairAngle: Math.PI / 2, hair: 0.8 };
    },
    back(ctx, W, H, tone) {
      const p = new Path2D();
      p.moveTo(-W * 0.05, H * 1.05);
      p.lineTo(-W * 0.05, H * 0.32);
      p.bezierCurveTo(W * 0.02, H * 0.12, W * 0.22, H * 0.1, W * 0.36, H * 0.06);
      p.bezierCurveTo(W * 0.42, H * -0.02, W * 0.58, H * -0.02, W * 0.64, H * 0.06);
      p.bezierCurveTo(W * 0.78, H * 0.1, W * 0.98, H * 0.12, W * 1.05, H * 0.32);
      p.lineTo(W * 1.05, H * 1.05);
      p.closePath();
      const shade = (c) => {
        // Broad light from the upper left over the whole torso.
        let g = c.createLinearGradient(0, 0, W, H);
        g.addColorStop(0, rgb(tone.highlight, 0.45));
        g.addColorStop(0.55, rgb(tone.base, 0));
        g.addColorStop(1, rgb(tone.shadow, 0.5));
        c.fillStyle = g;
        c.fillRect(0, 0, W, H);
        // The spine's groove and the muscles either side of it.
        g = c.createLinearGradient(W * 0.4, 0, W * 0.6, 0);
        g.addColorStop(0, rgb(tone.highlight, 0));
        g.addColorStop(0.3, rgb(tone.highlight, 0.22));
        g.addColorStop(0.5, rgb(tone.shadow, 0.28));
        g.addColorStop(0.7, rgb(tone.highlight, 0.15));
        g.addColorStop(1, rgb(tone.highlight, 0));
        c.save();
        c.filter = `blur(${W / 80}px)`;
        c.fillStyle = g;
        c.fillRect(W * 0.4, H * 0.12, W * 0.2, H);
        c.restore();
        // Shoulder blades: a soft shadow along each blade's inner, lower edge.
        c.save();
        c.filter = `blur(${W / 45}px)`;
        c.strokeStyle = rgb(tone.shadow, 0.45);
        c.lineWidth = W * 0.035;
        for (const s of [-1, 1]) {
          c.beginPath();
          c.moveTo(W * (0.5 + s * 0.12), H * 0.3);
          c.quadraticCurveTo(W * (0.5 + s * 0.1), H * 0.62, W * (0.5 + s * 0.28), H * 0.74);
          c.stroke();
          c.fillStyle = rgb(tone.highlight, 0.22);
          c.beginPath();
          c.ellipse(W * (0.5 + s * 0.25), H * 0.45, W * 0.1, H * 0.17, s * 0.3, 0, Math.PI * 2);
          c.fill();
        }
        c.restore();
        // Sides of the torso turn away from the light.
        g = c.createLinearGradient(0, 0, W, 0);
        g.addColorStop(0, rgb(tone.shadow, 0.5));
        g.addColorStop(0.12, rgb(tone.shadow, 0));
        g.addColorStop(0.88, rgb(tone.shadow, 0));
        g.addColorStop(1, rgb(tone.shadow, 0.7));
        c.fillStyle = g;
        c.fillRect(0, 0, W, H);
      };
      return { paths: [p], shade, hairAngle: Math.PI / 2, hair: 0 };
    },
    chest(ctx, W, H, tone) {
      const p = new Path2D();
      p.moveTo(-W * 0.05, H * 1.05);
      p.lineTo(-W * 0.05, H * 0.2);
      p.bezierCurveTo(W * 0.08, H * 0.1, W * 0.28, H * 0.06, W * 0.4, H * -0.05);
      p.lineTo(W * 0.6, H * -0.05);
      p.bezierCurveTo(W * 0.72, H * 0.06, W * 0.92, H * 0.1, W * 1.05, H * 0.2);
      p.lineTo(W * 1.05, H * 1.05);
      p.closePath();
      const shade = (c) => {
        let g = c.createLinearGradient(0, 0, W * 0.8, H);
        g.addColorStop(0, rgb(tone.highlight, 0.5));
        g.addColorStop(0.6, rgb(tone.base, 0));
        g.addColorStop(1, rgb(tone.shadow, 0.45));
        c.fillStyle = g;
        c.fillRect(0, 0, W, H);
        c.save();
        c.filter = `blur(${W / 60}px)`;
        // Collarbones: a light ridge with a shadow under it.
        for (const s of [-1, 1]) {
          c.strokeStyle = rgb(tone.shadow, 0.5);
          c.lineWidth = W * 0.02;
          c.beginPath();
          c.moveTo(W * (0.5 + s * 0.05), H * 0.2);
          c.quadraticCurveTo(W * (0.5 + s * 0.2), H * 0.2, W * (0.5 + s * 0.4), H * 0.14);
          c.stroke();
          c.strokeStyle = rgb(tone.highlight, 0.5);
          c.lineWidth = W * 0.012;
          c.beginPath();
          c.moveTo(W * (0.5 + s * 0.05), H * 0.175);
          c.quadraticCurveTo(W * (0.5 + s * 0.2), H * 0.175, W * (0.5 + s * 0.4), H * 0.115);
          c.stroke();
          // The lower edge of each pectoral muscle.
          c.strokeStyle = rgb(tone.shadow, 0.55);
          c.lineWidth = W * 0.04;
          c.beginPath();
          c.moveTo(W * (0.5 + s * 0.04), H * 0.78);
          c.quadraticCurveTo(W * (0.5 + s * 0.25), H * 0.92, W * (0.5 + s * 0.44), H * 0.62);
          c.stroke();
          c.fillStyle = rgb(tone.highlight, 0.2);
          c.beginPath();
          c.ellipse(W * (0.5 + s * 0.24), H * 0.5, W * 0.16, H * 0.2, 0, 0, Math.PI * 2);
          c.fill();
        }
        // The sternum's shallow valley.
        c.strokeStyle = rgb(tone.shadow, 0.35);
        c.lineWidth = W * 0.03;
        c.beginPath();
        c.moveTo(W * 0.5, H * 0.24);
        c.lineTo(W * 0.5, H * 1);
        c.stroke();
        c.restore();
        g = c.createLinearGradient(0, 0, W, 0);
        g.addColorStop(0, rgb(tone.shadow, 0.55));
        g.addColorStop(0.14, rgb(tone.shadow, 0));
        g.addColorStop(0.86, rgb(tone.shadow, 0));
        g.addColorStop(1, rgb(tone.shadow, 0.7));
        c.fillStyle = g;
        c.fillRect(0, 0, W, H);
      };
      return { paths: [p], shade, hairAngle: Math.PI / 2, hair: 0 };
    },
  };

  /**
   * Draws one sample photo on a new canvas. `spec`: { body, width, height, seed, tone: {base,
   * shadow, highlight} as #rrggbb, scene: [#rrggbb, #rrggbb], freckles: 0…1, hairColour }.
   */
  function drawSkinPhoto(spec) {
    const W = spec.width;
    const H = spec.height;
    const random = rng(spec.seed);
    const tone = { base: hex(spec.tone.base), shadow: hex(spec.tone.shadow), highlight: hex(spec.tone.highlight) };
    const scene = spec.scene.map(hex);
    const canvas = document.createElement('canvas');
    canvas.width = W;
    canvas.height = H;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    background(ctx, W, H, scene, random);
    const body = BODY[spec.body](ctx, W, H, tone);
    for (const p of body.paths) castShadow(ctx, p, W * 0.03, H * 0.05, Math.round(W / 40), 0.45);

    // The skin on its own layer, so its texture can be added inside its outline only.
    const skin = document.createElement('canvas');
    skin.width = W;
    skin.height = H;
    const s = skin.getContext('2d', { willReadFrequently: true });
    s.fillStyle = rgb(tone.base);
    for (const p of body.paths) s.fill(p);
    s.save();
    s.globalCompositeOperation = 'source-atop';
    body.shade(s);
    s.restore();

    // Mottling, pores, freckles: per pixel, inside the skin.
    const img = s.getImageData(0, 0, W, H);
    const d = img.data;
    const mottle = valueNoise(random, W / 9, 4);
    const redness = valueNoise(random, W / 5, 3);
    const fine = valueNoise(random, 3, 2);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 4;
        if (d[i + 3] === 0) continue;
        if (body.cylinder) {
          const { light, rim } = cylinderLight(body.cylinder, x, y);
          // Shadow → base → highlight by the light; a warm, darker rim at the silhouette.
          const c = light < 0.6 ? mix(tone.shadow, tone.base, light / 0.6) : mix(tone.base, tone.highlight, (light - 0.6) / 0.4);
          const warm = mix(c, mix(tone.shadow, [150, 50, 40], 0.25), rim * 0.5);
          d[i] = warm[0];
          d[i + 1] = warm[1];
          d[i + 2] = warm[2];
        }
        const m = mottle(x, y) * 0.045 + fine(x, y) * 0.025;
        const r = Math.max(0, redness(x + 500, y)) * 0.06;
        d[i] = d[i] * (1 + m + r * 0.6);
        d[i + 1] = d[i + 1] * (1 + m - r * 0.3);
        d[i + 2] = d[i + 2] * (1 + m - r * 0.2);
      }
    }
    s.putImageData(img, 0, 0);
    s.save();
    s.globalCompositeOperation = 'source-atop';
    // Pores: tiny soft darker dots.
    const pores = Math.round((W * H) / 260);
    for (let k = 0; k < pores; k++) {
      s.fillStyle = rgb(tone.shadow, 0.08 + random() * 0.1);
      const r = 0.5 + random() * 0.9;
      s.beginPath();
      s.arc(random() * W, random() * H, r, 0, Math.PI * 2);
      s.fill();
    }
    // Freckles and the odd mole.
    const freckles = Math.round(spec.freckles * 90);
    for (let k = 0; k < freckles; k++) {
      s.fillStyle = rgb(mix(tone.shadow, [90, 50, 30], 0.3), 0.15 + random() * 0.25);
      s.beginPath();
      s.ellipse(random() * W, random() * H, 1 + random() * 3, 1 + random() * 2.5, random() * 3, 0, Math.PI * 2);
      s.fill();
    }
    // Fine hairs along the limb.
    const hairs = Math.round(((W * H) / 900) * body.hair);
    const hairColour = hex(spec.hairColour);
    s.lineCap = 'round';
    for (let k = 0; k < hairs; k++) {
      const x = random() * W;
      const y = random() * H;
      const a = body.hairAngle + (random() - 0.5) * 0.7;
      const len = W * (0.008 + random() * 0.014);
      s.strokeStyle = rgb(hairColour, 0.12 + random() * 0.22);
      s.lineWidth = 0.5 + random() * 0.6;
      s.beginPath();
      s.moveTo(x, y);
      s.quadraticCurveTo(x + Math.cos(a + 0.3) * len * 0.5, y + Math.sin(a + 0.3) * len * 0.5, x + Math.cos(a) * len, y + Math.sin(a) * len);
      s.stroke();
    }
    s.restore();

    // Skin edges are soft in a real photo (depth of field, subsurface light).
    ctx.save();
    ctx.filter = 'blur(0.8px)';
    ctx.drawImage(skin, 0, 0);
    ctx.restore();

    // Lens vignette, a warm grade and sensor grain, over everything.
    const v = ctx.createRadialGradient(W * 0.45, H * 0.4, Math.min(W, H) * 0.3, W * 0.5, H * 0.5, Math.max(W, H) * 0.75);
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, 'rgba(10,5,0,0.32)');
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
    const all = ctx.getImageData(0, 0, W, H);
    const a = all.data;
    for (let i = 0; i < a.length; i += 4) {
      const n = (random() + random() - 1) * 7;
      a[i] = a[i] * 1.02 + n;
      a[i + 1] = a[i + 1] + n;
      a[i + 2] = a[i + 2] * 0.97 + n;
    }
    ctx.putImageData(all, 0, 0);
    return canvas;
  }

  /** The canvas as WebP bytes (base64) at `quality`, optionally scaled down to `width`. */
  async function encode(canvas, width, quality) {
    let source = canvas;
    if (width && width < canvas.width) {
      source = document.createElement('canvas');
      source.width = width;
      source.height = Math.round((canvas.height / canvas.width) * width);
      const c = source.getContext('2d');
      c.imageSmoothingQuality = 'high';
      c.drawImage(canvas, 0, 0, source.width, source.height);
    }
    const blob = await new Promise((resolve) => source.toBlob(resolve, 'image/webp', quality));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }

  window.drawSkinSample = async function (spec) {
    const canvas = drawSkinPhoto(spec);
    return { full: await encode(canvas, 0, spec.quality), thumb: await encode(canvas, spec.thumbWidth, 0.7) };
  };
})();
