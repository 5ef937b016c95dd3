/** The admin help guides (spec section 2: /admin/help-guides/<slug>), in reading order. */
export const HELP_GUIDES_PATH = "/admin/help-guides";

export const HELP_GUIDES = [
  {
    slug: "getting-started",
    title: "Getting started",
    summary: "Sign in safely, name your studio, set the time zone, and make sure emails and payments really work.",
  },
  {
    slug: "setting-up-gallery",
    title: "Setting up the gallery",
    summary: "Add paintings with good images, sort them into tabs, say what is for sale and choose the order visitors see.",
  },
  {
    slug: "managing-shop",
    title: "Managing the shop",
    summary: "Originals, prints and merchandise: sizes and stock, links to artworks, holds on originals and shipping.",
  },
  {
    slug: "order-processing",
    title: "Processing orders",
    summary: "From a paid order to a parcel on its way: statuses, notes, refunds and the emails your buyers receive.",
  },
] as const satisfies readonly { slug: string; title: string; summary: string }[];

export type GuideSlug = (typeof HELP_GUIDES)[number]["slug"];
export type Guide = (typeof HELP_GUIDES)[number];

export const guidePath = (slug: GuideSlug) => `${HELP_GUIDES_PATH}/${slug}`;

export function guideBySlug(slug: GuideSlug): Guide {
  return HELP_GUIDES.find((g) => g.slug === slug)!;
}

/** The guide after this one, for the "Next" link at the end of each guide. */
export function nextGuide(slug: GuideSlug): Guide | undefined {
  return HELP_GUIDES[HELP_GUIDES.findIndex((g) => g.slug === slug) + 1];
}
