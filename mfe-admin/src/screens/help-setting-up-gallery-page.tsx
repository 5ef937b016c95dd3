import { Link } from "react-router";
import { Bullets, GuidePage, Note, Steps, Term, Terms, type GuideSection } from "../help/guide-page.tsx";
import { guidePath } from "../help/guides.ts";

const sections: GuideSection[] = [
  {
    id: "add-artwork",
    title: "Add an artwork",
    content: (
      <>
        <Steps>
          <li>Open <Link to="/admin/upload">Add artwork</Link>.</li>
          <li>Drop the photograph of the painting on the <strong>Image</strong> area, or choose it. It uploads at once, with a progress bar, and the preview shows what was stored.</li>
          <li>Write the <strong>Alt text</strong>: what the painting shows, for people who cannot see it. Without it, the title is read instead.</li>
          <li>Under Details, give the <strong>Title</strong> (the only required field), a description, the category (next section), the medium, the year and the <strong>Dimensions</strong> as width x height, like <code>{"30\u00a0x\u00a040"}</code>.</li>
          <li>Under Sale, choose the status, type the price (or leave it empty) and tick <strong>Featured</strong> if you like (see below).</li>
          <li>Choose <strong>Add artwork</strong>. It appears in the gallery at once, at the end of your order.</li>
        </Steps>
        <h3>What image the site accepts</h3>
        <Bullets>
          <li>JPEG, PNG, WebP or AVIF. The type is read from the file's content, not its name. HEIC photos (the iPhone's own format) are refused: export them as JPEG first.</li>
          <li>At most 20 MB and 60 megapixels, and at least 200 pixels on each side.</li>
          <li>The site removes hidden details such as the GPS position, keeps a copy at most 2400 pixels on its long edge, and serves it 480, 960 and 1600 pixels wide. Images are never enlarged, so upload the sharpest photograph you have.</li>
        </Bullets>
      </>
    ),
  },
  {
    id: "categories",
    title: "Categories are the gallery's tabs",
    content: (
      <>
        <p>
          An artwork's <strong>Category</strong> is a short name in lowercase letters, digits and dashes, such as{" "}
          <code>murals</code> or <code>imaginative-realism</code>. The field suggests the tabs of your gallery. The tabs
          themselves are set in <Link to="/admin/settings/gallery">Site settings → Gallery</Link>:
        </p>
        <Terms>
          <Term name="Tabs">The categories shown as tabs, in order: add, remove and move them. The tab <code>featured</code> shows the works marked Featured.</Term>
          <Term name="Number of tabs shown">Only the first this many tabs of the list appear (1 to 20; 5 when unset).</Term>
          <Term name="Layout">Grid (even rows) or Masonry (each work in its natural proportions).</Term>
          <Term name="Gallery page is open">When off, visitors see “Gallery Not Available”.</Term>
        </Terms>
        <Note>
          <p>
            An artwork whose category is not among the shown tabs appears under no tab; only its own link still opens it. The
            gallery opens on the <code>imaginative-realism</code> tab when that is shown, otherwise on the first tab.
          </p>
        </Note>
      </>
    ),
  },
  {
    id: "status",
    title: "Status: what visitors see",
    content: (
      <>
        <p>A visitor who opens a painting in the gallery (<code>/gallery</code>) sees a panel that depends on its status:</p>
        <Terms>
          <Term name="Available">
            “Available”, the price when there is one, and a <strong>View in Shop</strong> button. It leads to the product linked
            to this artwork when there is exactly one, otherwise to the shop showing all its products (“View Options in
            Shop”). So link at least one product to every available painting (see <Link to={guidePath("managing-shop")}>Managing
            the shop</Link>).
          </Term>
          <Term name="Sold">“Sold: This artwork is no longer available”, and a Sold badge on its picture in the gallery.</Term>
          <Term name="Not For Sale">“Not For Sale: This artwork is displayed for viewing only”.</Term>
        </Terms>
        <p>
          You rarely need to mark a painting Sold yourself: when its original is bought in the shop, the artwork becomes Sold
          on its own, and a refund that puts the original back on sale makes it Available again.
        </p>
      </>
    ),
  },
  {
    id: "featured",
    title: "Featured works",
    content: (
      <p>
        <strong>Featured</strong> works fill the <code>featured</code> tab (when it is among the shown tabs) and come first among the six works on the home page
        for visitors the site does not know yet (works for sale before sold ones). Visitors who have looked around get
        their own selection, built from what they viewed and liked.
      </p>
    ),
  },
  {
    id: "order",
    title: "The order visitors see",
    content: (
      <>
        <p><Link to="/admin/manage">Artworks</Link> lists your paintings in the order the gallery shows them. To change it:</p>
        <Steps>
          <li>Clear the search and filters: reordering is off while they are used.</li>
          <li>Drag a painting by its handle, use its ↑ and ↓ buttons, or focus the handle and press the arrow keys.</li>
          <li>Choose <strong>Save order</strong> (or <strong>Undo changes</strong>).</li>
        </Steps>
        <p>
          Each row also changes the status and the Featured mark at once, without opening the painting. <strong>Edit</strong>{" "}
          opens the full form; <strong>Delete</strong> removes the artwork for good, after asking. Its products stay in the
          shop, no longer linked to it, so for a painting that has found a home choose the status Sold instead.
        </p>
      </>
    ),
  },
  {
    id: "seo",
    title: "Search engines and sharing",
    content: (
      <p>
        Each painting has its own address in the gallery, which search engines list and people share. Under{" "}
        <strong>Search engines (SEO)</strong>, the <strong>SEO title</strong> (up to 120 characters) and{" "}
        <strong>SEO description</strong> (up to 300) are what that page tells them; left empty, the title and the description
        are used.
      </p>
    ),
  },
];

/** /admin/help-guides/setting-up-gallery */
export default function HelpSettingUpGalleryPage() {
  return (
    <GuidePage slug="setting-up-gallery" sections={sections}
      intro="The gallery shows your paintings in tabs, in the order you choose. Each painting is an artwork here; what collectors buy in the shop are products, which you link to the artwork they come from." />
  );
}
