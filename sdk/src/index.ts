export { api, request, ApiError, errorMessage, type Method } from "./client.ts";
export { formatAmount, formatPrice } from "@studio/contracts";
export {
  swrConfig, StudioSWRProvider, useApi, useSetting, useSettingState, useFeaturedArtworks,
  FEATURED_FRESH_MS, type UseApiOptions,
} from "./swr.tsx";
export { startLiveRefresh, handleLiveMessage, invalidate, liveRefreshUrl, RECONNECT_MS } from "./live-refresh.ts";
export {
  cartStore, addToCart, updateCartQuantity, removeFromCart, clearCart, removeExpired, cartCount,
  cartSubtotalCents, cartToken, lineKey, ZCartItem, CART_STORAGE_KEY, ORIGINAL_HOLD_MS, type CartItem, type NewCartItem,
} from "./cart-store.ts";
export { addOriginalToCart, releaseHold, removeLine, emptyCart } from "./cart-holds.ts";
export { CartLine, type CartLineProps } from "./cart-line.tsx";
export { timeLeft, shortTimeLeft } from "./time-left.ts";
export { useCartExpiry, EXPIRY_CHECK_MS } from "./use-cart-expiry.ts";
export { useShippingZones, useOrder } from "./orders.ts";
export { OrderLines } from "./order-lines.tsx";
export { useCart } from "./use-cart.ts";
export { usePageTitle, usePageMeta, useSiteOrigin, useArtistName, useArtistLd, pageTitle, DEFAULT_SITE_DESCRIPTION, type PageMeta } from "./page-meta.ts";
export { DEFAULT_STUDIO_NAME } from "@studio/contracts";
export { useRouterLink } from "./router-link.ts";
export { NotFoundPage } from "./not-found-page.tsx";
export { Picture, type PictureProps } from "./picture.tsx";
export { useArtworks, useProducts, useProduct, useRecommendations } from "./catalog.ts";
export { ADMIN_ME_PATH, useAdminMe, adminLogin, adminLogout, refreshAdminMe, saveSetting } from "./admin.ts";
export { useOriginalTypes, useMerchandiseTypes } from "./catalog-types.ts";
export {
  ADMIN_CHANGES_PENDING_KEY, SECOND_REFRESH_MS, markAdminChangesPending, adminChangesPending, isAdminPath,
  refreshAfterAdminChanges, refetchArtworksAndFeaturedProducts, useAdminPendingChangesRefresh,
} from "./admin-pending-changes.ts";
export { FallbackPicture, type FallbackPictureProps } from "./fallback-picture.tsx";
export { useArtworkProducts } from "./artwork-products.ts";
export {
  ServerRenderContext, newServerRender, useServerRender, useHydrated, useNotFoundStatus, type ServerRender,
} from "./server-render.ts";
export { Redirect } from "./redirect.tsx";
export { SERVER_DATA_ELEMENT_ID, serverData, seedServerData, dropServerData, type PageData } from "./server-data.ts";
export { RichText } from "./rich-text.tsx";
export { SettingPicture, type SettingPictureProps } from "./setting-picture.tsx";
export { issuesToFields, serverFields, type FieldErrors, type Schema, type ParseResult } from "./field-errors.ts";
export { SOCIAL_NETWORKS, useSocialLinks, InstagramIcon, FacebookIcon, TwitterIcon, YouTubeIcon, type SocialLink } from "./social-links.tsx";
export {
  analyticsSessionId, deviceOf, browserOf, osOf, trackPageView, trackDuration, trackInteraction, usePageTracking, useArtworkViewTracking,
  useHoverTracking, useLike,
} from "./analytics.ts";
