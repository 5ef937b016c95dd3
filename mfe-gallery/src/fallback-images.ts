/**
 * Quiet placeholder paintings (inline SVG, 4:5) shown when an artwork image fails to load:
 * one per gallery category, a neutral one for anything else.
 */
interface Motif {
  from: string;
  to: string;
  shapes: string;
}

const MOTIFS: Record<string, Motif> = {
  featured: {
    from: "#f4e9d4", to: "#e0c596",
    shapes: `<circle cx="200" cy="215" r="78" fill="#fbf4e6" opacity=".75"/><path d="M0 360 Q200 300 400 360 V500 H0Z" fill="#c9a46a" opacity=".45"/>`,
  },
  "imaginative-realism": {
    from: "#2f3a55", to: "#c98a6b",
    shapes: `<circle cx="270" cy="190" r="38" fill="#f6dcc2" opacity=".85"/><path d="M0 330 H400 V500 H0Z" fill="#24304a" opacity=".7"/><path d="M40 352 H180 M220 372 H360 M90 396 H250" stroke="#f6dcc2" stroke-width="3" opacity=".35"/>`,
  },
  sculpture: {
    from: "#ece8e1", to: "#cdc5b8",
    shapes: `<ellipse cx="200" cy="392" rx="110" ry="16" fill="#b3aa9b" opacity=".5"/><path d="M160 388 C150 300 170 220 200 170 C236 220 252 300 240 388Z" fill="#f7f4ee" opacity=".8"/>`,
  },
  murals: {
    from: "#e1e7d8", to: "#9fb08e",
    shapes: `<path d="M0 300 Q100 250 200 290 T400 270 V500 H0Z" fill="#7d916d" opacity=".45"/><path d="M0 360 Q120 320 240 360 T400 350 V500 H0Z" fill="#5f7452" opacity=".4"/>`,
  },
  figurative: {
    from: "#f3e1da", to: "#cf9f93",
    shapes: `<circle cx="200" cy="200" r="52" fill="#fbefe9" opacity=".8"/><path d="M96 430 C110 320 290 320 304 430Z" fill="#fbefe9" opacity=".6"/>`,
  },
  "chinese-zodiac-series": {
    from: "#f7f0e4", to: "#ebdfca",
    shapes: `<path d="M90 330 C150 220 250 380 320 200" fill="none" stroke="#2b2a28" stroke-width="10" stroke-linecap="round" opacity=".55"/><rect x="282" y="392" width="44" height="44" rx="3" fill="#a8362b" opacity=".85"/>`,
  },
  "vinyl-record-art": {
    from: "#2a2724", to: "#171513",
    shapes: `<circle cx="200" cy="250" r="130" fill="#0f0e0d"/><circle cx="200" cy="250" r="100" fill="none" stroke="#3a3530" stroke-width="2"/><circle cx="200" cy="250" r="70" fill="none" stroke="#3a3530" stroke-width="2"/><circle cx="200" cy="250" r="34" fill="#9a4b2f"/><circle cx="200" cy="250" r="4" fill="#0f0e0d"/>`,
  },
};

const DEFAULT_MOTIF: Motif = {
  from: "#f2eee8", to: "#e2dbd0",
  shapes: `<rect x="60" y="75" width="280" height="350" fill="none" stroke="#c9c0b3" stroke-width="2"/><path d="M60 330 L150 260 L220 310 L270 270 L340 325 V425 H60Z" fill="#d3cabd" opacity=".7"/><circle cx="270" cy="170" r="22" fill="#d3cabd"/>`,
};

function toDataUri(motif: Motif): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" preserveAspectRatio="xMidYMid slice">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${motif.from}"/><stop offset="1" stop-color="${motif.to}"/></linearGradient></defs>`
    + `<rect width="400" height="500" fill="url(#g)"/>${motif.shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const cache = new Map<string, string>();

/** The placeholder image (data: URI) for an artwork's category; the neutral one when none matches. */
export function fallbackImage(category: string | null | undefined): string {
  const key = category && MOTIFS[category] ? category : "";
  let uri = cache.get(key);
  if (!uri) {
    uri = toDataUri(MOTIFS[key] ?? DEFAULT_MOTIF);
    cache.set(key, uri);
  }
  return uri;
}
