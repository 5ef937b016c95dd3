import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { NEWSLETTER_MESSAGES } from "@studio/contracts";
import { Button, ButtonLink, Container, Spinner } from "@studio/design-system";
import { api, errorMessage, usePageMeta, useRouterLink } from "@studio/sdk";
import * as s from "./contact.css.ts";

type State = { kind: "idle" | "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

const post = (path: string, token: string) => api.post<{ message: string }>(path, { token }).then((r) => r.message);

/** /newsletter/confirm?token=…: the link of the confirmation mail (double opt-in) confirms on opening. */
export function ConfirmSubscriptionPage() {
  usePageMeta({ title: "Confirm your subscription", noindex: true });
  const token = useSearchParams()[0].get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "working" });
  const gallery = useRouterLink("/gallery");
  const contact = useRouterLink("/contact");

  useEffect(() => {
    let live = true;
    post("/api/newsletter/confirm", token).then(
      (message) => live && setState({ kind: "done", message }),
      (err) => live && setState({ kind: "failed", message: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Container size="sm" className={s.notice} aria-live="polite">
      {state.kind === "done" ? (
        <>
          <h1>You are subscribed</h1>
          <p>{state.message}</p>
          <div><ButtonLink {...gallery}>View the Gallery</ButtonLink></div>
        </>
      ) : state.kind === "failed" ? (
        <>
          <h1>This link did not work</h1>
          <p>{state.message}</p>
          <div><ButtonLink {...contact} variant="secondary">Subscribe again</ButtonLink></div>
        </>
      ) : (
        <>
          <h1>Confirming your subscription…</h1>
          <Spinner label="Confirming" />
        </>
      )}
    </Container>
  );
}

/** /newsletter/unsubscribe?token=…: the link in every newsletter. One button; mail clients use the one-click header. */
export function UnsubscribePage() {
  usePageMeta({ title: "Unsubscribe", noindex: true });
  const token = useSearchParams()[0].get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "idle" });

  const unsubscribe = () => {
    setState({ kind: "working" });
    post("/api/newsletter/unsubscribe", token).then(
      (message) => setState({ kind: "done", message }),
      (err) => setState({ kind: "failed", message: errorMessage(err) }),
    );
  };

  return (
    <Container size="sm" className={s.notice} aria-live="polite">
      {state.kind === "done" ? (
        <>
          <h1>You are unsubscribed</h1>
          <p>{NEWSLETTER_MESSAGES.unsubscribed} Changed your mind? You can subscribe again on the contact page.</p>
        </>
      ) : (
        <>
          <h1>Unsubscribe from the newsletter</h1>
          <p>You will receive no more newsletters from the studio. Messages about your orders still reach you.</p>
          {state.kind === "failed" && <p role="alert" className={s.error}>{state.message}</p>}
          <div><Button onClick={unsubscribe} loading={state.kind === "working"}>Unsubscribe</Button></div>
        </>
      )}
    </Container>
  );
}
