import { Spinner } from "@studio/design-system";
import * as s from "./admin.css.ts";

export function AdminLoading() {
  return (
    <div className={s.loading} role="status">
      <Spinner decorative />
      <span>Loading admin panel...</span>
    </div>
  );
}
