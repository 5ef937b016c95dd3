/** Gallery screen-test helpers: settings responses and a probe that shows the router location. */
import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { json } from "../../sdk/build/test-utils.tsx";

export function settings(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`/api/settings/${key}`, json({ key, value })]));
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export const currentUrl = () => screen.getByTestId("location").textContent;
