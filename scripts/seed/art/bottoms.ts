// Bottoms: trousers, skirts and dresses.
import { type DrawOptions, type Drawing, kit, r1 } from "./kit";

export function drawTrousers(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'chino' | 'jeans' | 'wide' | 'shorts' | 'cargo' | 'jogger'
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "chino";
  const H = style === "shorts" ? 430 : 690;
  const OR = ({ wide: 590, jogger: 528, shorts: 560, jeans: 540 } as Record<string, number>)[style] || 545;
  const IR = ({ wide: 412, jogger: 428, shorts: 408, jeans: 422 } as Record<string, number>)[style] || 420;
  const d = `M279 192 L521 192 Q536 380 ${OR} ${H} L${IR} ${H} Q410 390 400 338 Q390 390 ${800 - IR} ${H} L${800 - OR} ${H} Q264 380 279 192 Z`;
  const stitchCol = style === "jeans" ? "#d4a24c" : t.stitch;
  let b = k.sil(d);
  if (style === "jeans") {
    b += k.area(d, k.twill());
    const fade = k.radial(
      "fd",
      [
        [0, "#ffffff", 0.28],
        [1, "#ffffff", 0],
      ],
      0.5,
      0.5,
      0.5,
    );
    b += `<ellipse cx="338" cy="360" rx="52" ry="120" fill="${fade}"/><ellipse cx="462" cy="360" rx="52" ry="120" fill="${fade}"/>`;
  }
  if (style === "wide") b += k.area(d, k.linen());
  if (style === "jogger") b += k.area(d, k.knit());
  b += k.sil("M282 150 L518 150 L521 194 L279 194 Z");
  b += k.line("M400 194 V338", 2, 0.5) + k.stitch("M418 196 V300 Q418 322 400 330", stitchCol);
  b += k.line("M470 194 Q488 248 526 262 M330 194 Q312 248 274 262", 2.5, 0.55);
  b +=
    k.stitch("M284 162 H516", stitchCol) +
    k.stitch(`M${800 - OR + 4} ${H - 16} L${800 - IR - 4} ${H - 16} M${IR + 4} ${H - 16} L${OR - 4} ${H - 16}`, stitchCol);
  if (style !== "jogger") {
    b += k.btn(400, 172, 9, style === "jeans" ? "#b89654" : t.hi);
    for (const x of [300, 352, 448, 500])
      b += `<rect x="${x - 6}" y="144" width="12" height="56" rx="3" fill="${t.c}" stroke="${t.line}" stroke-opacity=".4"/>`;
  } else {
    b += k.area("M282 150 L518 150 L521 194 L279 194 Z", k.rib(0.2, 9));
    b += k.line("M388 176 Q380 220 386 250 M412 176 Q420 220 414 250", 4, 1, "#f2efe8");
    b += k.area(`M${800 - OR - 4} ${H - 44} L${800 - IR + 4} ${H - 44} L${800 - IR} ${H} L${800 - OR} ${H} Z`, k.rib(0.22, 9));
    b += k.area(`M${IR - 4} ${H - 44} L${OR + 4} ${H - 44} L${OR} ${H} L${IR} ${H} Z`, k.rib(0.22, 9));
  }
  if (style === "jeans") {
    for (const [x, y] of [
      [470, 198],
      [330, 198],
      [524, 258],
      [276, 258],
    ])
      b += `<circle cx="${x}" cy="${y}" r="4" fill="#c9a15a"/>`;
    b += k.stitch("M466 200 Q484 250 520 266 M334 200 Q316 250 280 266", stitchCol);
    b += k.fold("M340 470 Q350 480 372 476", 4) + k.fold("M460 470 Q450 480 428 476", 4);
  }
  if (style === "chino" || style === "wide" || style === "shorts") {
    b +=
      k.fold(`M${style === "wide" ? 332 : 340} 200 L${(800 - OR + 800 - IR) / 2} ${H - 4}`, 3) +
      k.fold(`M${style === "wide" ? 468 : 460} 200 L${(OR + IR) / 2} ${H - 4}`, 3);
  }
  if (style === "cargo") {
    for (const x of [272, 462]) {
      b += `<rect x="${x}" y="398" width="66" height="88" rx="5" fill="${t.lo}" fill-opacity=".35" stroke="${t.line}" stroke-opacity=".45"/>`;
      b += `<path d="M${x - 3} 392 h72 v26 h-72 z" fill="${t.c}" stroke="${t.line}" stroke-opacity=".5"/>${k.btn(x + 33, 405, 6)}`;
    }
  }
  if (style !== "shorts") b += k.fold("M330 560 Q345 600 335 650", 4) + k.fold("M470 560 Q455 600 465 650", 4);
  if (style === "shorts") return { defs: k.defs.join(""), body: `<g transform="translate(-120 30) scale(1.3)">${b}</g>`, focus: [400, 300] };
  return { defs: k.defs.join(""), body: b, focus: [420, 220] };
}

export function drawSkirt(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'pleated' | 'denim' | 'rib'
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "pleated";
  const R = ({ pleated: 590, denim: 548, rib: 555 } as Record<string, number>)[style] as number;
  const H = ({ pleated: 640, denim: 540, rib: 700 } as Record<string, number>)[style] as number;
  const d = `M297 228 L503 228 L${R} ${H} Q400 ${H + 22} ${800 - R} ${H} Z`;
  let b = k.sil(d);
  if (style === "pleated") {
    for (let i = 1; i < 12; i++) {
      const tx = 297 + (206 * i) / 12;
      const bx = 800 - R + ((2 * R - 800) * i) / 12;
      if (i % 2 === 0)
        b += k.area(
          `M${r1(tx)} 230 L${r1(297 + (206 * (i + 1)) / 12)} 230 L${r1(800 - R + ((2 * R - 800) * (i + 1)) / 12)} ${H + 8} L${r1(bx)} ${H + 8} Z`,
          t.lo,
          0.22,
        );
      b += k.line(`M${r1(tx)} 230 L${r1(bx)} ${H + 8}`, 1.5, 0.3);
    }
  }
  if (style === "rib") {
    b += k.area(d, k.rib(0.16, 10));
    b += k.line(`M470 ${H - 120} L476 ${H + 8}`, 3, 0.6);
  }
  if (style === "denim") {
    b += k.area(d, k.twill());
    b += k.stitch(`M300 240 L500 240 M414 232 V${H + 8}`, "#d4a24c") + k.line(`M400 232 V${H + 10}`, 2, 0.5);
    b += k.stitch("M466 232 Q480 280 520 292 M334 232 Q320 280 280 292", "#d4a24c");
    b += k.stitch(`M${800 - R + 6} ${H - 14} Q400 ${H + 6} ${R - 6} ${H - 14}`, "#d4a24c");
  }
  b += k.sil("M300 188 L500 188 L503 230 L297 230 Z");
  b += k.btn(400, 209, 8, style === "denim" ? "#b89654" : t.hi);
  b += k.fold(`M340 300 Q330 ${H - 150} 310 ${H - 20}`) + k.fold(`M460 300 Q470 ${H - 150} 490 ${H - 20}`);
  const dy = Math.round((820 - (188 + H)) / 2);
  return { defs: k.defs.join(""), body: dy > 8 ? `<g transform="translate(0 ${dy})">${b}</g>` : b, focus: [420, 260 + Math.max(0, dy)] };
}

export function drawDress(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'maxi' | 'wrap' | 'slip' | 'linen'; o.dots = accent colour for a print
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "maxi";
  const H = style === "maxi" ? 722 : style === "slip" ? 690 : 650;
  const R = style === "maxi" ? 604 : style === "slip" ? 560 : 580;
  let d: string;
  if (style === "slip") {
    d = `M318 206 Q360 214 400 262 Q440 214 482 206 L476 370 L${R} ${H} Q400 ${H + 26} ${800 - R} ${H} L324 370 Z`;
  } else {
    d = `M312 138 L352 128 Q400 ${style === "wrap" ? 300 : 205} 448 128 L488 138 Q482 230 515 262 L470 370 L${R} ${H} Q400 ${H + 30} ${800 - R} ${H} L330 370 L285 262 Q318 230 312 138 Z`;
  }
  let b = "";
  if (style === "slip") b += k.line("M338 208 L356 96 M462 208 L444 96", 4, 1, t.lo);
  if (style === "wrap" || style === "linen") {
    b += k.sil("M488 138 Q540 160 566 236 Q536 256 515 262 Q482 230 488 138 Z") + k.sil("M312 138 Q260 160 234 236 Q264 256 285 262 Q318 230 312 138 Z");
  }
  b += k.sil(d);
  if (o.dots) b += k.area(d, k.dots(o.dots, 38, 4.5));
  if (style === "linen") b += k.area(d, k.linen());
  if (style === "slip") {
    const sat = k.grad(
      "sat",
      [
        [0, "#ffffff", 0],
        [0.35, "#ffffff", 0.28],
        [0.5, "#ffffff", 0],
        [0.7, "#ffffff", 0.18],
        [1, "#ffffff", 0],
      ],
      0,
      0,
      1,
      0,
    );
    b += k.area(d, sat);
  } else {
    b += k.area(`M352 128 Q400 ${style === "wrap" ? 300 : 205} 448 128 Q400 148 352 128 Z`, t.deep);
  }
  b += k.line("M330 370 Q400 382 470 370", 2, 0.45);
  for (let i = -2; i <= 2; i++) if (i !== 0) b += k.fold(`M${400 + i * 28} 392 Q${400 + i * 40} ${(392 + H) / 2} ${400 + i * ((R - 400) / 2.6)} ${H - 10}`, 5);
  if (style === "wrap") {
    b += k.line("M448 130 Q420 270 330 372", 3, 0.5);
    b += k.area("M466 362 L520 352 L512 376 Z", t.lo) + k.line("M486 372 Q500 430 488 480 M494 372 Q520 420 524 470", 9, 1, t.lo);
  }
  if (style === "maxi" || style === "linen") {
    b += k.area("M330 360 Q400 372 470 360 L470 384 Q400 396 330 384 Z", t.lo, 0.8);
    b += k.line("M440 384 Q450 450 436 500 M452 384 Q470 440 470 492", 8, 1, t.lo);
  }
  if (style === "linen") for (let y = 200; y <= 340; y += 46) b += k.btn(400, y, 6);
  return { defs: k.defs.join(""), body: b, focus: [400, 300] };
}
