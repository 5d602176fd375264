// Tops: T-shirts, shirts and blouses, knitwear, jackets and coats.
import { type DrawOptions, type Drawing, kit, r1 } from "./kit";
import { shade } from "./colours";

// --- tops ------------------------------------------------------------------------------------

/** long-sleeved body outline, hem at h */
export const longSleeveBody = (h: number): string =>
  `M330 165 Q400 150 470 165 L548 188 Q604 236 652 546 L594 566 Q568 420 538 318 L541 ${h} Q400 ${h + 12} 259 ${h} L262 318 Q232 420 206 566 L148 546 Q196 236 252 188 Z`;

export function drawTshirt(p: string, c: string, o: DrawOptions = {}): Drawing {
  const k = kit(p, c, o);
  const { t } = k;
  const d = "M330 165 Q400 148 470 165 L560 192 L664 264 L614 352 L550 322 L553 650 Q400 664 247 650 L250 322 L186 352 L136 264 L240 192 Z";
  let b = k.sil(d);
  if (o.stripes) b += k.area(d, k.stripes(o.stripes), 0.95) + k.area(d, `url(#${k.id("s")})`);
  b += k.fold("M300 420 Q330 500 312 610") + k.fold("M498 380 Q470 470 492 580") + k.fold("M546 332 Q512 352 500 386", 4);
  b += k.stitch("M648 253 L598 341") + k.stitch("M152 253 L202 341") + k.stitch("M251 634 Q400 648 549 634");
  if (o.polo) {
    b += k.area("M328 162 Q400 146 472 162 Q400 186 328 162 Z", t.deep);
    b += `<rect x="388" y="200" width="24" height="104" fill="${t.lo}"/>${k.line("M388 200 V304 H412 V200", 1.5, 0.4)}`;
    b += k.btn(400, 232, 7) + k.btn(400, 276, 7);
    b += k.sil("M328 162 Q360 186 400 206 L366 258 Q334 226 310 188 Z") + k.sil("M472 162 Q440 186 400 206 L434 258 Q466 226 490 188 Z");
  } else {
    b += k.area("M330 165 Q400 148 470 165 Q400 224 330 165 Z", t.deep);
    b += k.line("M326 163 Q400 234 474 163", 14, 1, t.lo) + k.stitch("M333 170 Q400 220 467 170");
  }
  if (typeof o.print === "function") {
    b += `<g opacity=".92">${o.print(k)}</g>`;
  }
  return { defs: k.defs.join(""), body: b, focus: o.polo ? [400, 220] : [400, 200] };
}

export function drawShirt(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'shirt' (collar + placket), 'blouse' (v-neck, small buttons), 'overshirt' (two flap pockets)
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "shirt";
  const h = 630;
  const d = `M330 165 Q400 150 470 165 L548 188 Q604 236 652 546 L594 566 Q568 420 538 318 L541 ${h} Q546 680 470 684 Q400 692 330 684 Q254 680 259 ${h} L262 318 Q232 420 206 566 L148 546 Q196 236 252 188 Z`;
  let b = k.sil(d);
  if (o.texture === "linen") b += k.area(d, k.linen());
  if (o.texture === "cord") b += k.area(d, k.rib(0.14, 8));
  if (o.texture === "oxford") b += k.area(d, k.canvas());
  // cuffs
  const cuffR = "M645 506 L652 546 L594 566 L587 526 Z";
  const cuffL = "M155 506 L148 546 L206 566 L213 526 Z";
  b += k.area(cuffR, t.lo, 0.55) + k.area(cuffL, t.lo, 0.55);
  b += k.fold("M560 300 Q590 380 600 470") + k.fold("M240 300 Q210 380 200 470") + k.fold("M320 420 Q340 520 318 640") + k.fold("M484 430 Q460 520 480 640");
  if (style === "blouse") {
    b += k.area("M335 165 Q400 150 465 165 L400 268 Z", t.deep);
    b += k.line("M333 166 L400 270 L467 166", 5, 0.35);
    for (let y = 300; y <= 480; y += 45) b += k.btn(400, y, 7);
    b += k.line("M400 272 V640", 1.5, 0.3);
    b +=
      k.fold("M300 190 Q312 230 305 270", 3) +
      k.fold("M500 190 Q488 230 495 270", 3) +
      k.fold("M350 190 Q356 215 350 240", 3) +
      k.fold("M450 190 Q444 215 450 240", 3);
    b += k.stitch("M262 622 Q400 640 538 622");
  } else {
    b += k.area("M330 165 Q400 140 470 165 L470 178 Q400 156 330 178 Z", t.deep);
    b += `<rect x="389" y="200" width="22" height="488" fill="${t.lo}" fill-opacity=".35"/>${k.line("M389 200 V686 M411 200 V686", 1.5, 0.35)}`;
    for (let y = 232; y <= 620; y += 64) b += k.btn(400, y, 7);
    b += k.sil("M330 165 L400 200 L370 252 L314 180 Z") + k.sil("M470 165 L400 200 L430 252 L486 180 Z");
    b += k.stitch("M252 200 Q400 226 548 200");
    b += k.btn(620, 545, 6) + k.btn(180, 545, 6);
    if (style === "overshirt") {
      for (const x of [300, 440]) {
        b += `<rect x="${x}" y="280" width="62" height="72" rx="4" fill="${t.lo}" fill-opacity=".25" stroke="${t.line}" stroke-opacity=".4" stroke-width="1.5"/>`;
        b += `<path d="M${x - 3} 276 h68 v26 q-34 10 -68 0 z" fill="${t.c}" stroke="${t.line}" stroke-opacity=".45" stroke-width="1.5"/>${k.btn(x + 31, 296, 6)}`;
      }
    } else {
      b +=
        `<rect x="436" y="286" width="60" height="70" rx="3" fill="none" stroke="${t.line}" stroke-opacity=".4" stroke-width="1.5"/>` +
        k.stitch("M440 296 H492", t.stitch, 1.5);
    }
  }
  return { defs: k.defs.join(""), body: b, focus: style === "blouse" ? [400, 260] : [410, 250] };
}

export function drawSweater(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'crew' | 'cable' | 'hoodie' | 'cardigan' | 'waffle'
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "crew";
  const h = 650;
  const d = longSleeveBody(h);
  let b = "";
  if (style === "hoodie") {
    b += k.sil("M312 182 Q290 52 400 46 Q510 52 488 182 Z");
    b += k.area("M338 176 Q334 96 400 92 Q466 96 462 176 Q400 150 338 176 Z", t.deep);
  }
  b += k.sil(d);
  if (style === "waffle") {
    b += k.area(
      d,
      k.pat("waf", 16, 16, `<rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="${t.line}" stroke-opacity=".16" stroke-width="2.5"/>`),
    );
  } else if (style !== "hoodie") {
    b += k.area(d, k.knit());
  }
  const rib = k.rib(0.2, 9);
  const hem = `M262 604 Q400 616 541 604 L541 ${h} Q400 ${h + 12} 259 ${h} Z`;
  const cuffR = "M643 500 L652 546 L594 566 L586 520 Z";
  const cuffL = "M157 500 L148 546 L206 566 L214 520 Z";
  for (const a of [hem, cuffR, cuffL]) b += k.area(a, t.lo, 0.35) + k.area(a, rib);
  b +=
    k.fold("M560 300 Q592 380 604 470") + k.fold("M240 300 Q208 380 196 470") + k.fold("M536 330 Q505 350 498 390", 4) + k.fold("M264 330 Q295 350 302 390", 4);
  if (style === "cable") {
    for (const x of [325, 400, 475]) {
      let s = `M${x - 22} 215 V600 M${x + 22} 215 V600 `;
      for (let y = 222; y < 590; y += 42)
        s += `M${x - 12} ${y} C${x - 12} ${y + 21} ${x + 12} ${y + 21} ${x + 12} ${y + 42} M${x + 12} ${y} C${x + 12} ${y + 21} ${x - 12} ${y + 21} ${x - 12} ${y + 42} `;
      b += k.line(s.trim(), 6, 0.22) + k.line(s.trim(), 2, 0.25, t.hi);
    }
  }
  if (style === "cardigan") {
    b += k.area("M332 165 Q400 150 468 165 L400 330 Z", t.deep);
    b += k.area("M328 163 L400 332 L414 332 L414 656 L386 656 L386 340 Z", t.lo, 0.3);
    b += k.line("M330 164 L400 330 L400 656", 14, 0.35, t.lo) + k.line("M470 164 L400 330", 14, 0.35, t.lo);
    for (let y = 360; y <= 610; y += 50) b += k.btn(400, y, 8, shade(c, -0.45));
    b += `<rect x="284" y="440" width="78" height="84" rx="4" fill="${t.lo}" fill-opacity=".25"/><rect x="438" y="440" width="78" height="84" rx="4" fill="${t.lo}" fill-opacity=".25"/>`;
  } else if (style === "hoodie") {
    b += k.area("M330 165 Q400 210 470 165 Q400 190 330 165 Z", t.deep);
    b += k.line("M378 200 Q372 250 376 300 M422 200 Q428 250 424 300", 5, 1, o.accent || "#f2efe8");
    b += `<rect x="369" y="298" width="14" height="18" rx="3" fill="#c9c4b8"/><rect x="417" y="298" width="14" height="18" rx="3" fill="#c9c4b8"/>`;
    b += k.sil("M300 455 L500 455 Q512 470 535 592 L265 592 Q288 470 300 455 Z");
    b += k.stitch("M306 465 L494 465 M300 470 Q290 520 272 585 M500 470 Q510 520 528 585");
    b += k.line("M302 458 Q286 520 268 592 M498 458 Q514 520 532 592", 3, 0.5);
  } else {
    b += k.area("M330 165 Q400 150 470 165 Q400 220 330 165 Z", t.deep);
    b += k.line("M325 163 Q400 232 475 163", 16, 1, t.lo) + k.area("M318 160 Q400 240 482 160 L475 163 Q400 226 325 163 Z", rib);
  }
  return { defs: k.defs.join(""), body: b, focus: style === "cable" ? [400, 330] : style === "hoodie" ? [400, 200] : [400, 260] };
}

export function drawJacket(p: string, c: string, o: DrawOptions = {}): Drawing {
  // o.style: 'blazer' | 'trench' | 'rain' (hooded zip) | 'puffer' | 'work' | 'wax' | 'coat'
  const k = kit(p, c, o);
  const { t } = k;
  const style = o.style || "work";
  const h = ({ trench: 720, coat: 720, rain: 680 } as Record<string, number>)[style] || 650;
  const d = longSleeveBody(h);
  let b = "";
  if (style === "rain") {
    b += k.sil("M308 184 Q286 50 400 42 Q514 50 492 184 Z");
    b += k.area("M336 178 Q332 94 400 90 Q468 94 464 178 Q400 150 336 178 Z", t.deep);
  }
  b += k.sil(d);
  if (style === "wax")
    b += k.area(
      d,
      k.radial(
        "wx",
        [
          [0, "#ffffff", 0.18],
          [0.5, "#ffffff", 0],
          [1, "#000000", 0.12],
        ],
        0.5,
        0.4,
        0.7,
      ),
    );
  if (style === "work") b += k.area(d, k.twill());
  if (style === "coat") b += k.area(d, k.knit());
  b += k.fold("M560 300 Q594 380 606 470") + k.fold("M240 300 Q206 380 194 470");
  b += k.area("M645 506 L652 546 L594 566 L587 526 Z", t.lo, 0.5) + k.area("M155 506 L148 546 L206 566 L213 526 Z", t.lo, 0.5);
  if (style === "puffer") {
    let q = "";
    for (let y = 250; y < h; y += 62) q += `M262 ${y} Q400 ${y + 14} 538 ${y} `;
    b += k.line(q.trim(), 10, 0.14) + k.line(q.trim(), 2, 0.45);
    let s = "";
    for (let i = 1; i <= 5; i++) {
      const f = i / 6;
      const ax = 548 + (652 - 548) * f,
        ay = 188 + (546 - 188) * f,
        bx = 538 + (594 - 538) * f,
        by = 318 + (566 - 318) * f;
      if (f > 0.35) s += `M${r1(ax)} ${r1(ay)} L${r1(bx)} ${r1(by)} M${r1(800 - ax)} ${r1(ay)} L${r1(800 - bx)} ${r1(by)} `;
    }
    b += k.line(s.trim(), 2, 0.45);
    b += k.sil("M332 168 Q400 146 468 168 L468 206 Q400 190 332 206 Z");
    b += k.line(`M400 200 V${h + 8}`, 6, 0.7, "#8f8f8f") + k.line(`M400 200 V${h + 8}`, 2, 0.6, "#d8d8d8");
    b += `<rect x="394" y="206" width="12" height="26" rx="3" fill="#b5b5b5"/>`;
  } else if (style === "rain") {
    b += k.line(`M400 176 V${h + 8}`, 7, 0.75, t.deep) + k.line(`M410 176 V${h + 8}`, 2, 0.4);
    for (let y = 230; y < h; y += 70) b += `<circle cx="428" cy="${y}" r="7" fill="${t.hi}" stroke="${t.line}" stroke-opacity=".5"/>`;
    b += k.line("M372 190 Q366 240 370 270 M428 190 Q434 240 430 270", 4, 0.9, t.deep);
    b += `<rect x="300" y="470" width="76" height="16" rx="4" fill="${t.lo}"/><rect x="424" y="470" width="76" height="16" rx="4" fill="${t.lo}"/>`;
    b += k.stitch("M262 318 Q400 332 538 318");
  } else {
    // collar + opening
    const open = style === "trench" ? 432 : 400;
    b += k.area(`M334 168 Q400 150 466 168 L${open} 360 L400 372 Z`, style === "blazer" || style === "coat" ? "#efece5" : t.deep);
    b += k.area("M330 165 Q400 136 470 165 L470 182 Q400 160 330 182 Z", t.deep);
    b += k.sil("M330 165 L366 194 L398 366 L352 266 L304 242 L320 200 Z");
    b += k.sil(`M470 165 L434 194 L${open} 366 L448 266 L496 242 L480 200 Z`);
    b += k.line(`M400 370 V${h + 6}`, 2, 0.5);
    if (style === "trench") {
      b += k.area("M259 392 Q400 408 541 392 L541 426 Q400 442 259 426 Z", t.lo);
      b += `<rect x="374" y="394" width="40" height="38" rx="5" fill="none" stroke="${t.deep}" stroke-width="5"/>`;
      b += k.line("M300 430 Q290 520 300 560", 10, 0.9, t.lo);
      for (const y of [270, 330, 480, 560]) b += k.btn(370, y, 9, t.deep) + k.btn(456, y, 9, t.deep);
      b += k.area("M255 196 L300 188 L304 204 L258 212 Z", t.lo) + k.area("M545 196 L500 188 L496 204 L542 212 Z", t.lo);
    } else {
      for (const y of style === "coat" ? [400, 480, 560] : [410, 500]) b += k.btn(412, y, 10, style === "blazer" || style === "coat" ? t.deep : "#b08d57");
    }
    if (style === "work" || style === "wax") {
      b += k.sil("M470 165 L500 152 L540 200 L482 232 Z") + k.sil("M330 165 L300 152 L260 200 L318 232 Z");
      for (const x of [282, 446]) {
        b += `<rect x="${x}" y="470" width="74" height="86" rx="6" fill="${t.lo}" fill-opacity=".3" stroke="${t.line}" stroke-opacity=".4"/>`;
        b += k.stitch(`M${x + 6} 478 H${x + 68}`, style === "work" ? "#e0b15c" : t.stitch);
      }
      if (style === "wax") b += k.area("M330 165 Q400 140 470 165 L470 178 Q400 156 330 178 Z", "#5a3b23");
    } else {
      b += `<rect x="282" y="${h - 190}" width="84" height="16" rx="3" fill="${t.lo}"/><rect x="434" y="${h - 190}" width="84" height="16" rx="3" fill="${t.lo}"/>`;
    }
  }
  return { defs: k.defs.join(""), body: b, focus: style === "rain" ? [400, 150] : style === "puffer" ? [420, 300] : [400, 260] };
}
