-- Print on demand (Printful, Gooten): which provider fulfils a product. The provider's product id stays in
-- products.printful_product_id and each variant's provider variant id (Printful variant id, Gooten SKU) in
-- product_variants.printful_variant_id, the columns the spec names; print_provider says whose ids they are.
alter table products add column print_provider text check (print_provider in ('printful', 'gooten'));
alter table products add constraint products_print_provider_has_id check (print_provider is null or printful_product_id is not null);

-- A provider's product is imported once: a second import is refused (the owner edits the existing product).
create unique index products_print_source on products (print_provider, printful_product_id) where print_provider is not null;

-- The provider's cost of each variant when it was imported (cents), shown beside the owner's price.
alter table product_variants add column provider_cost_cents int check (provider_cost_cents >= 0);
