import { mountStandalone } from "@studio/sdk/standalone";
import App from "./App.tsx";

mountStandalone(App, "/checkout");
