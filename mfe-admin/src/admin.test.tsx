import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

const me = json({ id: 1, username: "elena" });

async function login(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("admin remote", () => {
  it("lazy screens show 'Loading admin panel...' first", () => {
    stubApi({});
    renderAt("/admin/login", <App />);
    expect(screen.getByText("Loading admin panel...")).toBeTruthy();
  });

  it("a failed login shows 'Login failed' with the server's message", async () => {
    const fetchMock = stubApi({ "POST /api/admin/login": json({ error: "Invalid username or password" }, 401) });
    renderAt("/admin/login", <App />);
    await login("elena", "wrong");
    expect(await screen.findByText("Login failed")).toBeTruthy();
    expect(screen.getByText("Invalid username or password")).toBeTruthy();
    const init = fetchMock.mock.calls.find(([url]) => url === "/api/admin/login")![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ username: "elena", password: "wrong" });
    expect(sessionStorage.getItem("admin-authenticated")).toBeNull();
  });

  it("a success response with success:false falls back to the generic text", async () => {
    stubApi({ "POST /api/admin/login": json({ success: false, message: "" }) });
    renderAt("/admin/login", <App />);
    await login("elena", "x");
    expect(await screen.findByText("Please check your credentials and try again")).toBeTruthy();
  });

  it("a successful login sets the flag and opens the dashboard with who is signed in", async () => {
    stubApi({ "POST /api/admin/login": json({ success: true, message: "Welcome" }), "/api/admin/me": me });
    renderAt("/admin/login", <App />);
    await login("elena", "right");
    expect(await screen.findByText("Signed in as", { exact: false })).toBeTruthy();
    expect(screen.getByText("elena")).toBeTruthy();
    expect(sessionStorage.getItem("admin-authenticated")).toBe("true");
  });

  it("a 401 from /api/admin/me leads to /admin/login", async () => {
    stubApi({ "/api/admin/me": json({ error: "Not signed in" }, 401) });
    renderAt("/admin/dashboard", <Routes><Route path="*" element={<App />} /></Routes>);
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
  });
});
