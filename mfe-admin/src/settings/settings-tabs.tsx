import { NavLink } from "react-router";
import { SETTINGS_TABS } from "@studio/contracts";
import * as s from "./settings.css.ts";

/** The settings screen's sections as links (/admin/settings/<tab>); the active one has aria-current="page". */
export function SettingsTabs() {
  return (
    <nav className={s.tabs} aria-label="Settings sections">
      <ul className={s.tabList}>
        {SETTINGS_TABS.map((tab) => (
          <li key={tab.id}>
            <NavLink to={`/admin/settings/${tab.id}`} className={s.tab} end>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
