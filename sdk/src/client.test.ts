import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { api, ApiError, errorMessage } from "./client.ts";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("GET sends credentials and the CSRF header, and no content type or body", async () => {
    const fetchMock = stubFetch(new Response('[{"id":1}]', { status: 200 }));
    await expect(api.get("/api/artworks")).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/artworks");
    expect(init).toEqual({
      method: "GET",
      credentials: "include",
      headers: { Accept: "application/json", "X-Requested-With": "fetch" },
    });
  });

  it("a request with a body sends it as JSON with the JSON content type", async () => {
    const fetchMock = stubFetch(new Response('{"success":true,"message":"ok"}', { status: 200 }));
    await api.post("/api/admin/login", { username: "a", password: "b" });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"username":"a","password":"b"}');
    expect(init.headers).toEqual({
      Accept: "application/json",
      "X-Requested-With": "fetch",
      "Content-Type": "application/json",
    });
  });

  it("a non-OK response throws '<status>: <body text>'", async () => {
    stubFetch(new Response('{"error":"Product not found"}', { status: 404, statusText: "Not Found" }));
    const error = await api.get("/api/products/9").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":"Product not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe("Product not found");
    expect(errorMessage(error)).toBe("Product not found");
  });

  it("an empty error body falls back to the status text", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(api.put("/api/admin/settings/x", { value: "y" })).rejects.toThrow("500: Internal Server Error");
  });

  it("401 is not special: same error rule", async () => {
    stubFetch(new Response("Unauthorized", { status: 401, statusText: "Unauthorized" }));
    const error = (await api.get("/api/admin/me").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("401: Unauthorized");
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error)).toBe("401: Unauthorized");
  });

  it("an empty 2xx body resolves to undefined", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post("/api/admin/logout")).resolves.toBeUndefined();
  });

  it("parses the response with a contract schema when given", async () => {
    stubFetch(new Response('{"key":"footer_title","value":null,"extra":1}', { status: 200 }));
    const schema = z.object({ key: z.string(), value: z.string().nullable() });
    await expect(api.get("/api/settings/footer_title", schema)).resolves.toEqual({ key: "footer_title", value: null });
  });

  it("errorMessage falls back for non-errors", () => {
    expect(errorMessage("boom")).toBe("Something went wrong");
    expect(errorMessage(new Error("Network down"))).toBe("Network down");
  });
});
