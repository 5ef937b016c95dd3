import type {
  CommissionCategory, CommissionRequest, CommissionRequestPage, CommissionRequestUpdate, CommissionSettingsAdmin, CommissionSettingsUpdate,
  CommissionStatus, InquiryDetail, InquiryPage, InquiryReply, Newsletter, NewsletterInput, ReplyInput, SubscriberPage, SubscriberStatus,
} from "@studio/contracts";
import { api, useApi } from "@studio/sdk";
import { changed, refreshed } from "./admin-api.ts";
import { listPath } from "./list-path.ts";

// Inquiries, requests and subscribers are the owner's alone (`refreshed`); categories and multipliers show on the
// contact page (`changed`).
const INQUIRY_KEYS = ["/api/admin/inquiries"];
const COMMISSION_KEYS = ["/api/admin/commission-requests"];
const CATEGORY_KEYS = ["/api/admin/commission-categories", "/api/commission/categories"];
const SUBSCRIBER_KEYS = ["/api/admin/subscribers", "/api/admin/newsletters"];

export interface InquiryQuery { filter: "all" | "unread"; q: string; page: number }
export const useInquiries = (query: InquiryQuery) => useApi<InquiryPage>(listPath("/api/admin/inquiries", query));
export const useInquiry = (id: number | null) => useApi<InquiryDetail>(id ? `/api/admin/inquiries/${id}` : null);
export const markInquiry = (id: number, read: boolean) =>
  refreshed(api.patch<InquiryDetail>(`/api/admin/inquiries/${id}`, { read }), INQUIRY_KEYS);
export const deleteInquiry = (id: number) => refreshed(api.delete(`/api/admin/inquiries/${id}`), INQUIRY_KEYS);
export const replyToInquiry = (id: number, reply: ReplyInput) =>
  refreshed(api.post<InquiryDetail>(`/api/admin/inquiries/${id}/replies`, reply), INQUIRY_KEYS);

export interface CommissionQuery { status: CommissionStatus | ""; q: string; page: number }
export type CommissionDetail = CommissionRequest & { replies: InquiryReply[] };
export const useCommissionRequests = (query: CommissionQuery) =>
  useApi<CommissionRequestPage>(listPath("/api/admin/commission-requests", query));
export const useCommissionRequest = (id: number | null) => useApi<CommissionDetail>(id ? `/api/admin/commission-requests/${id}` : null);
export const updateCommissionRequest = (id: number, update: CommissionRequestUpdate) =>
  refreshed(api.patch<CommissionRequest>(`/api/admin/commission-requests/${id}`, update), COMMISSION_KEYS);
export const replyToCommission = (id: number, reply: ReplyInput) =>
  refreshed(api.post(`/api/admin/commission-requests/${id}/replies`, reply), COMMISSION_KEYS);

export const useCommissionSettings = () => useApi<CommissionSettingsAdmin>("/api/admin/commission-settings");
export const saveCommissionSettings = (update: CommissionSettingsUpdate) =>
  changed(api.put<CommissionSettingsAdmin>("/api/admin/commission-settings", update), ["/api/admin/commission-settings", "/api/commission/settings"]);

export interface CategoryWrite { name: string; acceptingCommissions: boolean }
export const useCommissionCategories = () => useApi<CommissionCategory[]>("/api/admin/commission-categories");
export const createCategory = (input: CategoryWrite, parentId?: number) =>
  changed(api.post(parentId ? `/api/admin/commission-categories/${parentId}/subcategories` : "/api/admin/commission-categories", input), CATEGORY_KEYS);
export const updateCategory = (level: "category" | "subcategory", id: number, input: CategoryWrite) =>
  changed(api.put(`/api/admin/commission-${level === "category" ? "categories" : "subcategories"}/${id}`, input), CATEGORY_KEYS);
export const deleteCategory = (level: "category" | "subcategory", id: number) =>
  changed(api.delete(`/api/admin/commission-${level === "category" ? "categories" : "subcategories"}/${id}`), CATEGORY_KEYS);
export const reorderCategories = (ids: number[], parentId?: number) =>
  changed(api.put(parentId ? `/api/admin/commission-categories/${parentId}/subcategories/order` : "/api/admin/commission-categories/order", { ids }), CATEGORY_KEYS);

export interface SubscriberQuery { status: SubscriberStatus | ""; q: string; page: number }
export const useSubscribers = (query: SubscriberQuery) => useApi<SubscriberPage>(listPath("/api/admin/subscribers", query));
export const subscribersCsvPath = (query: Omit<SubscriberQuery, "page">) => listPath("/api/admin/subscribers.csv", { ...query, page: 1 });
export const deleteSubscriber = (id: number) => refreshed(api.delete(`/api/admin/subscribers/${id}`), SUBSCRIBER_KEYS);
export const useNewsletters = () => useApi<Newsletter[]>("/api/admin/newsletters");
export const sendNewsletter = (input: NewsletterInput) =>
  refreshed(api.post<{ id: number; recipientCount: number }>("/api/admin/newsletters", input), SUBSCRIBER_KEYS);
