import { Navigate } from "react-router";
import { useServerRender } from "./server-render.ts";

/**
 * Replaces the current URL with `to`: in the browser a client-side navigation, on the server an HTTP redirect
 * (a <Navigate> cannot act during a server render).
 */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.redirect = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
