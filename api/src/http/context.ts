import type { Sql } from "../db/connect.ts";
import type { Config } from "../config.ts";
import type { SessionUser } from "../domains/admin/sessions.ts";
import type { PaymentProvider } from "../domains/payments/payment-provider.ts";
import type { SecretBox } from "../secret-box.ts";

/** What every route can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    sql: Sql;
    config: Config;
    /** The signed-in owner and the address the request came from (set by the admin guard). */
    user: SessionUser & { ip: string };
    uploadsDir: string;
    payments: PaymentProvider;
    secrets: SecretBox;
  };
}
