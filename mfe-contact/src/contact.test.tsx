import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";
import { DEFAULT_CONTACT_HEADING } from "./contact-page.tsx";

const setting = (key: string, value: string | null) => ({ [`/api/settings/${key}`]: json({ key, value }) });
const commissionsOn = setting("commission_page_enabled", "true");
const CATEGORIES = [
  { id: 1, name: "Paintings", acceptingCommissions: true, displayOrder: 0, subcategories: [{ id: 5, name: "Portraits", categoryId: 1, acceptingCommissions: true, displayOrder: 0 }] },
  { id: 2, name: "Murals", acceptingCommissions: false, displayOrder: 1, subcategories: [] },
];
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === "POST")![1]!.body));

describe("contact page", () => {
  it("shows contact_heading and contact_subheading from settings", async () => {
    stubApi({ ...setting("contact_heading", "Write to the studio"), ...setting("contact_subheading", "Replies within two days.") });
    renderAt("/contact", <App />);
    expect(await screen.findByRole("heading", { name: "Write to the studio" })).toBeTruthy();
    expect(screen.getByText("Replies within two days.")).toBeTruthy();
  });

  it("falls back to the default heading when unset; no commission choice unless enabled", async () => {
    stubApi({});
    renderAt("/contact", <App />);
    expect(await screen.findByRole("heading", { name: DEFAULT_CONTACT_HEADING })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Commission Request" })).toBeNull();
    expect(screen.getByRole("form", { name: "Send a message" })).toBeTruthy();
  });

  it("shows 'Contact Not Available' when contact_page_enabled is 'false'", async () => {
    stubApi(setting("contact_page_enabled", "false"));
    renderAt("/contact", <App />);
    expect(await screen.findByRole("heading", { name: "Contact Not Available" })).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("validates with the spec's messages, sends, thanks and empties the form", async () => {
    const fetchMock = stubApi({ "POST /api/contact": json({ message: "ok" }, 201) });
    renderAt("/contact", <App />);
    const form = await screen.findByRole("form", { name: "Send a message" });
    fireEvent.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    type(/^Name/, "Ada");
    type(/^Email(?! for)/, "ada@example.com");
    type(/^Subject/, "Studio visit");
    type(/^Message/, "May I visit the studio?");
    fireEvent.click(within(form).getByRole("checkbox"));
    fireEvent.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Thank you for your message! We will get back to you soon.")).toBeTruthy();
    expect(bodyOf(fetchMock, "/api/contact")).toEqual({
      name: "Ada", email: "ada@example.com", subject: "Studio visit", message: "May I visit the studio?", subscribeToNewsletter: true,
    });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("keeps what was typed and says why when sending fails", async () => {
    stubApi({ "POST /api/contact": json({ error: "Too many attempts. Try again in 9 minutes." }, 429) });
    renderAt("/contact", <App />);
    await screen.findByRole("form", { name: "Send a message" });
    type(/^Name/, "Ada");
    type(/^Email(?! for)/, "ada@example.com");
    type(/^Subject/, "Hello");
    type(/^Message/, "A message long enough.");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to send message: Too many attempts. Try again in 9 minutes.")).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe("Hello");
  });

  it("side panel: follow-me links only for the networks set, in a new tab; newsletter signup toasts", async () => {
    const fetchMock = stubApi({
      ...setting("social_instagram", "https://instagram.com/studio"),
      ...setting("contact_form_text", "I answer every message."),
      "POST /api/newsletter": json({ message: "Thank you! Please check your inbox and confirm your subscription." }),
    });
    renderAt("/contact", <App />);
    const link = await screen.findByRole("link", { name: /Instagram/ });
    expect(link.getAttribute("href")).toBe("https://instagram.com/studio");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.queryByRole("link", { name: /Facebook/ })).toBeNull();
    expect(await screen.findByText("I answer every message.")).toBeTruthy();

    const signup = screen.getByRole("form", { name: "Newsletter signup" });
    fireEvent.change(within(signup).getByLabelText("Email for the newsletter"), { target: { value: "bad" } });
    fireEvent.click(within(signup).getByRole("button", { name: "Subscribe" }));
    expect(await within(signup).findByText("Please enter a valid email address")).toBeTruthy();
    fireEvent.change(within(signup).getByLabelText("Email for the newsletter"), { target: { value: "reader@example.com" } });
    fireEvent.click(within(signup).getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Success!")).toBeTruthy();
    expect(screen.getByText("Thank you! Please check your inbox and confirm your subscription.")).toBeTruthy();
    expect(bodyOf(fetchMock, "/api/newsletter")).toEqual({ email: "reader@example.com" });
  });

  it("newsletter failure toast names the server's message", async () => {
    stubApi({ "POST /api/newsletter": json({ error: "Too many attempts. Try again in 3 minutes." }, 429) });
    renderAt("/contact", <App />);
    const signup = await screen.findByRole("form", { name: "Newsletter signup" });
    fireEvent.change(within(signup).getByLabelText("Email for the newsletter"), { target: { value: "reader@example.com" } });
    fireEvent.click(within(signup).getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Failed to subscribe: Too many attempts. Try again in 3 minutes.")).toBeTruthy();
  });
});

describe("commission request", () => {
  async function openCommission(routes: Parameters<typeof stubApi>[0]) {
    const fetchMock = stubApi({ ...commissionsOn, "/api/commission/categories": json(CATEGORIES), ...routes });
    renderAt("/contact", <App />);
    fireEvent.click(await screen.findByRole("tab", { name: "Commission Request" }));
    await screen.findByRole("form", { name: "Request a commission" });
    return fetchMock;
  }
  const estimate = () => screen.getByTestId("estimate").textContent ?? "";

  it("estimates 500 ms after typing stops, from the server's multipliers", async () => {
    await openCommission({ "/api/commission/settings": json({ paintingMultiplier: 2.5, muralMultiplier: 45 }) });
    await screen.findByText(/\$2\.50 per square inch/);
    type("Height (inches)", "24");
    type("Width (inches)", "36");
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(estimate()).toContain("Enter the height and width");
    await waitFor(() => expect(estimate()).toContain("$2,160.00"), { timeout: 1000 });
    type("Width (inches)", "0");
    await waitFor(() => expect(estimate()).toContain("Enter the height and width"), { timeout: 1000 });
  });

  it("falls back to 5 per square inch when the settings cannot be read; murals closed by their category", async () => {
    await openCommission({ "/api/commission/settings": json({ error: "down" }, 500) });
    await screen.findByText(/\$5\.00 per square inch/);
    type("Height (inches)", "10");
    type("Width (inches)", "10");
    await waitFor(() => expect(estimate()).toContain("$500.00"), { timeout: 1000 });
    expect(screen.getByText("Not accepting commissions right now")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Murals" }));
    expect(screen.getByText(/Murals commissions are closed at the moment/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit Commission Request" })).toBeNull();
  });

  it("sends the spec's payload with the location, thanks, and resets form and estimator", async () => {
    const fetchMock = await openCommission({
      "/api/commission/settings": json({ paintingMultiplier: 2.5, muralMultiplier: 45 }),
      "POST /api/commission/requests": json({ message: "ok" }, 201),
    });
    type("Height (inches)", "24");
    type("Width (inches)", "36");
    await waitFor(() => expect(estimate()).toContain("$2,160.00"), { timeout: 1000 });
    fireEvent.change(screen.getByLabelText("Kind of work"), { target: { value: "5" } });
    type(/^Name/, "Cal");
    type(/^Email(?! for)/, "cal@example.com");
    type(/^Location/, "Portland, ME");
    type(/^Subject/, "Our dog");
    type(/^Describe your commission idea/, "A portrait of our dog by the sea.");
    fireEvent.click(screen.getByRole("button", { name: "Submit Commission Request" }));
    expect(await screen.findByText("Commission Request Submitted!")).toBeTruthy();
    expect(screen.getByText("Thank you for your commission request! We will review it and get back to you soon.")).toBeTruthy();
    expect(bodyOf(fetchMock, "/api/commission/requests")).toEqual({
      commissionType: "paintings", height: "24", width: "36", subcategoryId: 5, customerName: "Cal", customerEmail: "cal@example.com",
      location: "Portland, ME", subject: "Our dog", message: "A portrait of our dog by the sea.", subscribeToNewsletter: false,
      dimensions: "24 × 36", estimatedPrice: 2160, categoryId: 1, phone: "",
    });
    expect((screen.getByLabelText("Height (inches)") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(estimate()).toContain("Enter the height and width"), { timeout: 1000 });
  });

  it("failure toast names the server's message", async () => {
    await openCommission({ "POST /api/commission/requests": json({ error: "Murals commissions are closed at the moment." }, 400) });
    type(/^Name/, "Cal");
    type(/^Email(?! for)/, "cal@example.com");
    type(/^Subject/, "Wall");
    type(/^Describe your commission idea/, "A long enough idea.");
    fireEvent.click(screen.getByRole("button", { name: "Submit Commission Request" }));
    expect(await screen.findByText("Failed to submit commission request: Murals commissions are closed at the moment.")).toBeTruthy();
  });
});

describe("newsletter links", () => {
  it("confirms on opening the mail's link", async () => {
    const fetchMock = stubApi({ "POST /api/newsletter/confirm": json({ message: "Your subscription is confirmed. Thank you for following the studio!" }) });
    renderAt("/newsletter/confirm?token=abc123abc123", <App />);
    expect(await screen.findByRole("heading", { name: "You are subscribed" })).toBeTruthy();
    expect(bodyOf(fetchMock, "/api/newsletter/confirm")).toEqual({ token: "abc123abc123" });
  });

  it("says so when the confirmation link has expired", async () => {
    stubApi({ "POST /api/newsletter/confirm": json({ error: "This confirmation link has expired or is not valid. Please subscribe again." }, 404) });
    renderAt("/newsletter/confirm?token=old-token-123", <App />);
    expect(await screen.findByRole("heading", { name: "This link did not work" })).toBeTruthy();
    expect(screen.getByText(/has expired or is not valid/)).toBeTruthy();
  });

  it("unsubscribes with one button", async () => {
    const fetchMock = stubApi({ "POST /api/newsletter/unsubscribe": json({ message: "You are unsubscribed and will receive no more newsletters." }) });
    renderAt("/newsletter/unsubscribe?token=7.signature", <App />);
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: "You are unsubscribed" })).toBeTruthy();
    expect(bodyOf(fetchMock, "/api/newsletter/unsubscribe")).toEqual({ token: "7.signature" });
  });
});
