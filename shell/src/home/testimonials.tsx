import { TESTIMONIALS } from "./samples.ts";
import * as s from "./home.css.ts";

const MAX_RATING = 5;

function Stars({ rating }: { rating: number }) {
  return (
    <p className={s.stars} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={i < rating ? s.starOn : s.starOff}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The four sample testimonials on a 5-star scale (shown when testimonials_enabled is 'true'). */
export function Testimonials() {
  return (
    <section className={s.section} aria-labelledby="testimonials-heading">
      <header className={s.sectionHeader}>
        <h2 id="testimonials-heading" className={s.sectionTitle}>What Collectors Say</h2>
      </header>
      <ul className={s.quotes}>
        {TESTIMONIALS.map((t) => (
          <li key={t.id} className={s.quote}>
            <figure className={s.quoteFigure}>
              <Stars rating={t.rating} />
              <blockquote className={s.quoteText}><p>{t.text}</p></blockquote>
              <figcaption className={s.quoteBy}>
                <span className={s.quoteName}>{t.name}</span>
                <span>{t.location}</span>
                <span>{t.purchaseType} · <time dateTime={t.date}>{dateFormat.format(new Date(t.date))}</time></span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
