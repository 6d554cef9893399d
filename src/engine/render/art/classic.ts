/**
 * Subjects the icon set lacks or draws poorly for tattoos, drawn here procedurally in the
 * 512-unit art box: moth, butterfly, peony, cherry blossom, mandala, eye, moon, nautical star,
 * heart, flames.
 */
import type { Artwork } from '../artwork.ts';
import { PathBuilder, compose, rotate, translate } from '../path.ts';
import type { Rng } from '../prng.ts';
import { blade, flamesPath, one, petalRing, starPoints, wingPair } from './shapes.ts';

function moth(): Artwork {
  const upper = wingPair((b) => b.moveTo(250, 200).cubicTo(200, 120, 90, 90, 30, 130).cubicTo(40, 200, 110, 270, 250, 260).close());
  const lower = wingPair((b) => b.moveTo(250, 250).cubicTo(170, 260, 90, 320, 110, 400).cubicTo(170, 420, 230, 360, 252, 300).close());
  const body = one((b) => b.ellipse(256, 270, 22, 95).circle(256, 165, 24));
  const lines = one((b) => {
    b.moveTo(248, 150).cubicTo(220, 90, 190, 70, 160, 70).moveTo(264, 150).cubicTo(292, 90, 322, 70, 352, 70);
    for (const s of [1, -1]) {
      const x = (v: number): number => 256 + s * v;
      b.circle(x(130), 175, 26).circle(x(130), 175, 10).circle(x(165), 345, 18);
      b.moveTo(x(30), 200).lineTo(x(230), 215).moveTo(x(60), 150).lineTo(x(230), 205);
      for (let i = 0; i < 4; i++) b.moveTo(x(255 - 22 - 3), 200 + i * 40 + 10).lineTo(x(255 - 22), 200 + i * 40);
    }
  });
  return { parts: [{ path: lower, tone: 1 }, { path: upper, tone: 0 }, { path: body, tone: 'ink' }], lines };
}

function butterfly(): Artwork {
  const upper = wingPair((b) => b.moveTo(252, 230).cubicTo(200, 90, 60, 40, 40, 110).cubicTo(25, 180, 120, 250, 252, 250).close());
  const lower = wingPair((b) => b.moveTo(252, 250).cubicTo(150, 250, 80, 330, 120, 400).cubicTo(150, 450, 200, 420, 210, 380)
    .cubicTo(230, 350, 245, 300, 254, 270).close());
  const body = one((b) => b.ellipse(256, 265, 14, 85).circle(256, 175, 16));
  const lines = one((b) => {
    b.moveTo(250, 165).cubicTo(235, 110, 215, 90, 195, 85).moveTo(262, 165).cubicTo(277, 110, 297, 90, 317, 85);
    for (const s of [1, -1]) {
      const x = (v: number): number => 256 + s * v;
      b.moveTo(x(10), 235).cubicTo(x(60), 180, x(130), 120, x(190), 95).moveTo(x(10), 240).lineTo(x(200), 180);
      b.moveTo(x(10), 260).cubicTo(x(60), 300, x(100), 340, x(120), 380);
      b.circle(x(150), 110, 14).circle(x(105), 360, 12);
    }
  });
  return { parts: [{ path: lower, tone: 1 }, { path: upper, tone: 0 }, { path: body, tone: 'ink' }], lines };
}

function peony(): Artwork {
  const leaves = one((b) => {
    blade(b, 256, 300, 70, 420, 50, 10);
    blade(b, 256, 300, 440, 420, 50, -10);
  });
  const outer = one((b) => petalRing(b, 256, 250, 8, 40, 200, 70, 0.2));
  const middle = one((b) => petalRing(b, 256, 250, 7, 30, 140, 55, 0.6));
  const inner = one((b) => petalRing(b, 256, 250, 6, 10, 80, 38, 1.0));
  const lines = one((b) => {
    for (let i = 0; i < 8; i++) {
      const a = 0.2 + (i / 8) * Math.PI * 2;
      b.moveTo(256 + Math.cos(a) * 150, 250 + Math.sin(a) * 150).lineTo(256 + Math.cos(a) * 185, 250 + Math.sin(a) * 185);
    }
    b.circle(256, 250, 18);
  });
  return { parts: [{ path: leaves, tone: 1 }, { path: outer, tone: 0 }, { path: middle, tone: 0 }, { path: inner, tone: 3 }], lines };
}

export function blossomAt(b: PathBuilder, cx: number, cy: number, r: number, phase: number): void {
  for (let i = 0; i < 5; i++) {
    const a = phase + (i / 5) * Math.PI * 2;
    const m: readonly [number, number, number, number, number, number] = compose(rotate(a), translate(cx, cy));
    const petal = one((p) =>
      p.moveTo(0, 0).cubicTo(r * 0.3, -r * 0.45, r * 0.85, -r * 0.5, r, -r * 0.14).lineTo(r * 0.82, 0).lineTo(r, r * 0.14)
        .cubicTo(r * 0.85, r * 0.5, r * 0.3, r * 0.45, 0, 0).close(),
    );
    b.append(petal, m);
  }
}

function cherryBlossom(): Artwork {
  const branch = one((b) => b.moveTo(30, 470).cubicTo(150, 380, 220, 330, 330, 300).lineTo(470, 230).lineTo(335, 315)
    .cubicTo(230, 350, 160, 400, 45, 480).close());
  const flowers = one((b) => {
    blossomAt(b, 260, 230, 120, 0.3);
    blossomAt(b, 420, 140, 60, 0.9);
    blossomAt(b, 120, 370, 55, 0.1);
  });
  const centres = one((b) => b.circle(260, 230, 22).circle(420, 140, 12).circle(120, 370, 11));
  const lines = one((b) => {
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      b.moveTo(260 + Math.cos(a) * 22, 230 + Math.sin(a) * 22).lineTo(260 + Math.cos(a) * 55, 230 + Math.sin(a) * 55);
      b.circle(260 + Math.cos(a) * 58, 230 + Math.sin(a) * 58, 3);
    }
  });
  return { parts: [{ path: branch, tone: 'ink' }, { path: flowers, tone: 0 }, { path: centres, tone: 2 }], lines };
}

function mandala(rng: Rng): Artwork {
  const petals = rng.pick([8, 10, 12]);
  const outer = one((b) => petalRing(b, 256, 256, petals * 2, 120, 240, 18, 0));
  const middle = one((b) => petalRing(b, 256, 256, petals, 60, 185, 34, Math.PI / petals));
  const core = one((b) => {
    petalRing(b, 256, 256, petals, 10, 100, 22, 0);
    b.circle(256, 256, 40);
  });
  const lines = one((b) => {
    b.circle(256, 256, 120).circle(256, 256, 60).circle(256, 256, 20);
    for (let i = 0; i < petals * 2; i++) {
      const a = (i / (petals * 2)) * Math.PI * 2;
      b.circle(256 + Math.cos(a) * 205, 256 + Math.sin(a) * 205, 5);
    }
  });
  return { parts: [{ path: outer, tone: 1 }, { path: middle, tone: 0 }, { path: core, tone: 2 }], lines };
}

function eye(): Artwork {
  const white = one((b) => b.moveTo(30, 256).cubicTo(130, 120, 382, 120, 482, 256).cubicTo(382, 392, 130, 392, 30, 256).close());
  const iris = one((b) => b.circle(256, 256, 90));
  const pupil = one((b) => b.circle(256, 256, 40).circle(280, 228, 14, true));
  const lines = one((b) => {
    for (let i = 0; i < 9; i++) {
      const t = 0.1 + (i / 8) * 0.8;
      const x = 30 + t * 452;
      const y = 256 - Math.sin(t * Math.PI) * 102;
      b.moveTo(x, y).lineTo(x + (t - 0.5) * 60, y - 50 - Math.sin(t * Math.PI) * 20);
    }
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      b.moveTo(256 + Math.cos(a) * 48, 256 + Math.sin(a) * 48).lineTo(256 + Math.cos(a) * 84, 256 + Math.sin(a) * 84);
    }
  });
  return { parts: [{ path: white, tone: 3 }, { path: iris, tone: 1 }, { path: pupil, tone: 'ink' }], lines };
}

function moon(): Artwork {
  const crescent = one((b) => b.arc(256, 256, 210, Math.PI * 0.35, Math.PI * 1.65)
    .cubicTo(100, 120, 100, 392, 256 + 210 * Math.cos(Math.PI * 0.35), 256 + 210 * Math.sin(Math.PI * 0.35)).close());
  const lines = one((b) => b.circle(110, 200, 16).circle(90, 300, 10).circle(140, 370, 20));
  return { parts: [{ path: crescent, tone: 2 }], lines };
}

function nauticalStar(): Artwork {
  const pts = starPoints(256, 270, 95, 240, 5);
  const light = new PathBuilder();
  const dark = new PathBuilder();
  for (let i = 0; i < 5; i++) {
    const tip = pts[i * 2];
    const left = pts[(i * 2 + 9) % 10];
    const right = pts[i * 2 + 1];
    light.poly([[256, 270], left, tip]);
    dark.poly([[256, 270], tip, right]);
  }
  return { parts: [{ path: light.build(), tone: 0 }, { path: dark.build(), tone: 'ink' }] };
}

function heart(): Artwork {
  const h = one((b) => b.moveTo(256, 460).cubicTo(120, 360, 30, 280, 40, 170).cubicTo(50, 60, 200, 40, 256, 150)
    .cubicTo(312, 40, 462, 60, 472, 170).cubicTo(482, 280, 392, 360, 256, 460).close());
  const lines = one((b) => b.moveTo(110, 150).cubicTo(120, 110, 150, 95, 185, 100));
  return { parts: [{ path: h, tone: 0 }], lines };
}

function flames(rng: Rng): Artwork {
  const outer = flamesPath(rng, 7, 256, 440, 400, 1.1, 70);
  const inner = flamesPath(rng, 5, 256, 440, 250, 0.9, 45);
  return { parts: [{ path: outer, tone: 0 }, { path: inner, tone: 2 }] };
}

/** The hand-drawn artwork of this file by name (`custom:<name>` in subjects.ts). */
export const CLASSIC_ART: Readonly<Record<string, (rng: Rng) => Artwork>> = {
  moth,
  butterfly,
  peony,
  'cherry-blossom': cherryBlossom,
  mandala,
  eye,
  moon,
  'nautical-star': nauticalStar,
  heart,
  flames,
};
