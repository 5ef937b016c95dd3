/** Abstract "paintings" as SVG data URIs, so stories have image-first content without network access. */
const palettes = [
  ['#d9c7ae', '#b5542f', '#6e2f1d', '#efe4d2'],
  ['#cfd6cf', '#5f7466', '#2f3b35', '#e9ece6'],
  ['#e8d9b5', '#c59a3c', '#5c4a2a', '#f4ecd8'],
  ['#c9cdd8', '#4a5a7a', '#1f2638', '#e7e9ee'],
  ['#e3c9bd', '#9a5a6a', '#3d2430', '#f1e6e0'],
] as const;

export function artwork(index: number, width = 800, height = 1000): string {
  const [ground, mid, deep, light] = palettes[index % palettes.length]!;
  const h1 = Math.round(height * (0.35 + (index % 3) * 0.06));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><filter id="b"><feGaussianBlur stdDeviation="${6 + (index % 4) * 3}"/></filter>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${ground}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g filter="url(#b)">
<rect x="${width * 0.08}" y="${height * 0.07}" width="${width * 0.84}" height="${h1}" fill="${mid}" opacity="0.92"/>
<rect x="${width * 0.08}" y="${height * 0.1 + h1}" width="${width * 0.84}" height="${height * 0.9 - h1 - height * 0.16}" fill="${deep}" opacity="0.88"/>
</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
