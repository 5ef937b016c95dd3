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
    user: SessionUser;
    uploadsDir: string;
    payments: PaymentProvider;
    secrets: SecretBox;
  };
}
