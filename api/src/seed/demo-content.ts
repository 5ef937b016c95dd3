/** The demo portfolio a fresh install starts with: one imaginary painter's studio, every product type. */

export const PALETTES = {
  dusk: ["#2e3a59", "#c9805b", "#e8c39e", "#6b4e71", "#f2e3c9"],
  harbour: ["#9fb8c8", "#2f4858", "#e4d6b8", "#33658a", "#f6ae2d"],
  ochre: ["#e9c46a", "#8a5a44", "#f4a261", "#2a3d45", "#f7ede2"],
  moss: ["#a3b18a", "#344e41", "#dad7cd", "#588157", "#c8553d"],
  rose: ["#f1c0b9", "#7d4f50", "#f9e4d4", "#cc8b86", "#3c3744"],
  ink: ["#d9d9d4", "#1f1f1f", "#8e8d8a", "#bc4b51", "#f4f1de"],
} as const;

export interface DemoArtwork {
  slug: string;
  title: string;
  description: string;
  medium: string;
  year: number;
  w: number;
  h: number;
  category: string;
  status: "available" | "sold" | "unavailable";
  featured: boolean;
  palette: keyof typeof PALETTES;
  originalPrice?: number;
  originalType?: string;
  prints?: ("paper" | "canvas" | "framed" | "limited_edition")[];
}

export const ARTWORKS: DemoArtwork[] = [
  { slug: "tide-keeper", title: "The Tide Keeper", description: "A lighthouse keeper's daughter walks the flooded causeway at dusk, lantern raised against a sky that is slowly becoming sea. Painted over one winter from sketches made on the northern coast.", medium: "Oil on linen", year: 2025, w: 30, h: 40, category: "imaginative-realism", status: "available", featured: true, palette: "dusk", originalPrice: 4200, originalType: "Oil Paintings", prints: ["paper", "canvas", "framed", "limited_edition"] },
  { slug: "orchard-of-clocks", title: "Orchard of Clocks", description: "Pear trees heavy with pocket watches, every one stopped at a different hour. A meditation on the seasons we keep and the ones we let fall.", medium: "Oil on canvas", year: 2024, w: 36, h: 24, category: "imaginative-realism", status: "available", featured: true, palette: "ochre", originalPrice: 3800, originalType: "Oil Paintings", prints: ["paper", "canvas"] },
  { slug: "night-ferry", title: "Night Ferry", description: "The last crossing of the evening, its windows a row of small warm moons over black water.", medium: "Oil on panel", year: 2023, w: 24, h: 18, category: "imaginative-realism", status: "sold", featured: true, palette: "harbour", prints: ["paper", "framed"] },
  { slug: "the-cartographer", title: "The Cartographer", description: "A seated woman drawing a coastline that does not exist yet, surrounded by the islands she has already invented.", medium: "Oil on linen", year: 2025, w: 30, h: 30, category: "figurative", status: "available", featured: true, palette: "rose", originalPrice: 3500, originalType: "Oil Paintings", prints: ["paper", "canvas", "limited_edition"] },
  { slug: "morning-study", title: "Morning Study", description: "A quick alla prima portrait of a friend reading by the studio window, finished before the light moved on.", medium: "Oil on paper", year: 2024, w: 12, h: 16, category: "figurative", status: "available", featured: false, palette: "moss", originalPrice: 950, originalType: "Studies on Paper", prints: ["paper"] },
  { slug: "dancer-in-blue", title: "Dancer in Blue", description: "Movement caught in the half-second before the turn, painted in layered glazes of ultramarine.", medium: "Acrylic and oil on canvas", year: 2022, w: 20, h: 30, category: "figurative", status: "unavailable", featured: false, palette: "harbour", prints: ["paper", "canvas"] },
  { slug: "river-wall", title: "River Wall", description: "A twenty-metre mural for the riverside community centre: herons, reeds and the town's old mills in one long current.", medium: "Exterior acrylic mural", year: 2023, w: 780, h: 120, category: "murals", status: "unavailable", featured: true, palette: "moss" },
  { slug: "library-ceiling", title: "Library Ceiling", description: "A ceiling of drifting paper birds for a children's library reading room.", medium: "Acrylic on plaster", year: 2021, w: 240, h: 180, category: "murals", status: "unavailable", featured: false, palette: "ochre" },
  { slug: "year-of-the-horse", title: "Year of the Horse", description: "From the Chinese Zodiac series: a horse made of wind and rice paper, galloping across a field of red seals.", medium: "Ink and gouache on paper", year: 2026, w: 18, h: 24, category: "chinese-zodiac-series", status: "available", featured: true, palette: "ink", originalPrice: 1600, originalType: "Works on Paper", prints: ["paper", "framed", "limited_edition"] },
  { slug: "year-of-the-rabbit", title: "Year of the Rabbit", description: "From the Chinese Zodiac series: a moon rabbit grinding the elixir of life among plum blossoms.", medium: "Ink and gouache on paper", year: 2023, w: 18, h: 24, category: "chinese-zodiac-series", status: "sold", featured: false, palette: "rose", prints: ["paper"] },
  { slug: "blue-note-sessions", title: "Blue Note Sessions", description: "Painted directly on a 12-inch record sleeve: a trumpet player dissolving into the smoke of a late set.", medium: "Acrylic on vinyl record", year: 2024, w: 12, h: 12, category: "vinyl-record-art", status: "available", featured: false, palette: "dusk", originalPrice: 650, originalType: "Vinyl Record Art", prints: ["paper"] },
  { slug: "side-b", title: "Side B", description: "The quiet tracks: a bedroom at 2 a.m., a turntable still spinning.", medium: "Acrylic on vinyl record", year: 2025, w: 12, h: 12, category: "vinyl-record-art", status: "available", featured: false, palette: "harbour", originalPrice: 650, originalType: "Vinyl Record Art" },
  { slug: "stone-listener", title: "Stone Listener", description: "A small carved figure, ear pressed to the ground, in hand-finished soapstone.", medium: "Soapstone", year: 2022, w: 8, h: 14, category: "sculpture", status: "available", featured: false, palette: "ink", originalPrice: 1200, originalType: "Sculpture" },
  { slug: "salt-marsh-evening", title: "Salt Marsh, Evening", description: "Low tide light over the marsh channels, the last heron lifting off towards the dunes.", medium: "Oil on linen", year: 2026, w: 40, h: 30, category: "imaginative-realism", status: "available", featured: false, palette: "harbour", originalPrice: 3900, originalType: "Oil Paintings", prints: ["paper", "canvas", "framed"] },
  { slug: "the-glasshouse", title: "The Glasshouse", description: "A Victorian glasshouse where the plants have grown into the shapes of the people who once tended them.", medium: "Oil on canvas", year: 2022, w: 30, h: 40, category: "imaginative-realism", status: "sold", featured: false, palette: "moss", prints: ["paper", "canvas"] },
  { slug: "lantern-procession", title: "Lantern Procession", description: "Children carrying paper lanterns along the harbour wall on the longest night of the year.", medium: "Oil on panel", year: 2024, w: 36, h: 24, category: "imaginative-realism", status: "available", featured: false, palette: "dusk", originalPrice: 2900, originalType: "Oil Paintings", prints: ["paper", "framed", "limited_edition"] },
  { slug: "two-sisters", title: "Two Sisters", description: "A double portrait painted over three sittings in the studio's north light.", medium: "Oil on linen", year: 2025, w: 24, h: 30, category: "figurative", status: "available", featured: false, palette: "rose", originalPrice: 3200, originalType: "Oil Paintings", prints: ["paper"] },
  { slug: "the-net-mender", title: "The Net Mender", description: "An old fisherman mending nets on the quay, hands moving faster than the eye can follow.", medium: "Oil on canvas", year: 2021, w: 20, h: 24, category: "figurative", status: "sold", featured: false, palette: "ochre", prints: ["paper", "canvas"] },
  { slug: "school-gate", title: "School Gate", description: "A mural of the town's children painted with them over one summer term.", medium: "Exterior acrylic mural", year: 2024, w: 600, h: 180, category: "murals", status: "unavailable", featured: false, palette: "rose" },
  { slug: "year-of-the-dragon", title: "Year of the Dragon", description: "From the Chinese Zodiac series: a dragon of storm clouds coiling around a lighthouse.", medium: "Ink and gouache on paper", year: 2024, w: 18, h: 24, category: "chinese-zodiac-series", status: "available", featured: false, palette: "ink", originalPrice: 1600, originalType: "Works on Paper", prints: ["paper", "limited_edition"] },
  { slug: "year-of-the-snake", title: "Year of the Snake", description: "From the Chinese Zodiac series: a green snake asleep in a bowl of winter melons.", medium: "Ink and gouache on paper", year: 2025, w: 18, h: 24, category: "chinese-zodiac-series", status: "unavailable", featured: false, palette: "moss", prints: ["paper"] },
  { slug: "kind-of-blue", title: "Kind of Blue", description: "A portrait of a late-night radio host painted on a first-pressing sleeve.", medium: "Acrylic on vinyl record", year: 2023, w: 12, h: 12, category: "vinyl-record-art", status: "sold", featured: false, palette: "harbour" },
  { slug: "tidal-form", title: "Tidal Form", description: "A cast bronze shell-form, its inner curve polished by hand to catch the light.", medium: "Bronze", year: 2024, w: 10, h: 8, category: "sculpture", status: "unavailable", featured: false, palette: "ochre" },
];

export const PRINT_OPTIONS = {
  paper: { label: "Fine Art Paper Print", sizes: [["8 x 10 in", 45], ["12 x 16 in", 75], ["18 x 24 in", 120]] },
  canvas: { label: "Canvas Print", sizes: [["12 x 16 in", 140], ["18 x 24 in", 210], ["24 x 32 in", 290]] },
  framed: { label: "Framed Print", sizes: [["12 x 16 in", 185], ["18 x 24 in", 260]] },
  limited_edition: { label: "Limited Edition Giclée", sizes: [["18 x 24 in", 380]] },
} as const;

export const MERCHANDISE = [
  { slug: "tote", title: "Tide Keeper Tote Bag", description: "Heavy cotton canvas tote printed with a detail of The Tide Keeper.", price: 28, type: "Tote Bags", palette: "dusk", stock: 40, variants: [] as [string, number][] },
  { slug: "mug", title: "Orchard of Clocks Mug", description: "Stoneware mug with a wrap-around print of Orchard of Clocks. Dishwasher safe.", price: 22, type: "Mugs", palette: "ochre", stock: 60, variants: [["11 oz", 22], ["15 oz", 26]] as [string, number][] },
  { slug: "postcards", title: "Studio Postcard Set", description: "Eight postcards of favourite paintings on uncoated recycled card.", price: 18, type: "Stationery", palette: "rose", stock: 0, variants: [] as [string, number][] },
  { slug: "sketchbook", title: "Cartographer Sketchbook", description: "A5 lay-flat sketchbook, 120 gsm paper, cover printed with The Cartographer.", price: 24, type: "Stationery", palette: "moss", stock: 25, variants: [] as [string, number][] },
];

export const ORIGINAL_TYPES = ["Oil Paintings", "Works on Paper", "Studies on Paper", "Vinyl Record Art", "Sculpture"];
export const MERCHANDISE_TYPES = ["Tote Bags", "Mugs", "Stationery"];

export const SHIPPING_ZONES = [
  { name: "Standard (US)", description: "5-7 business days within the United States", base: 1200, extra: 400 },
  { name: "Expedited (US)", description: "2-3 business days within the United States", base: 2800, extra: 600 },
  { name: "International", description: "10-21 business days worldwide", base: 4500, extra: 1000 },
];

export const SETTINGS: Record<string, string> = {
  studio_name: "Elena Marsh Studio",
  artist_name: "Elena Marsh",
  home_hero_heading: "Paintings of tides, orchards and imagined places",
  home_hero_subheading: "Original oil paintings, prints and commissions by Elena Marsh, painted in a small studio by the sea.",
  home_ai_art_title: "Chosen for you",
  home_ai_art_subtitle: "Works picked from what you have been looking at.",
  footer_title: "Elena Marsh Studio",
  footer_description: "Original paintings, fine art prints and commissions from a small coastal studio.",
  shop_page_enabled: "true",
  gallery_page_enabled: "true",
  gallery_description: "Selected paintings, murals and works on paper, 2021 to today.",
  gallery_categories: JSON.stringify(["featured", "imaginative-realism", "figurative", "murals", "chinese-zodiac-series", "vinyl-record-art", "sculpture"]),
  galleries_display_count: "7",
  gallery_layout: "grid",
  shop_description: "Original paintings are one of a kind. Prints are made to order on archival paper and canvas.",
  shop_categories: JSON.stringify(["original-paintings", "prints", "merchandise"]),
  testimonials_enabled: "true",
  social_proof_enabled: "true",
  about_artist_statement: "I paint the places between memory and invention: coastlines that might exist, rooms lit by a lamp someone just left.",
  about_biography: "Elena Marsh studied painting in Edinburgh and has worked from her harbour studio since 2015. Her paintings hang in private collections in nine countries.",
  about_cv: "2025 - Solo exhibition, The Harbour Gallery\n2024 - Shortlisted, Coastal Painters Prize\n2023 - River Wall mural, Millbrook Community Centre\n2021 - Artist in residence, Northern Light Library",
  about_studio: "The studio is open by appointment on the first Saturday of each month.",
  studio_visit_enabled: "true",
  contact_page_enabled: "true",
  contact_heading: "Get in touch",
  contact_subheading: "Questions about a painting, a print or a commission? I read every message.",
  contact_email: "studio@example.com",
  contact_form_text: "I usually reply within two working days.",
  follow_me_text: "Follow the studio",
  newsletter_heading: "Studio letters",
  newsletter_text: "New work, exhibitions and the occasional print release, a few times a year.",
  subscribe_text: "Subscribe",
  commission_page_enabled: "true",
  social_instagram: "https://instagram.com/elenamarsh.studio",
  google_analytics_enabled: "false",
};
