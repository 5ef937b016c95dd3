import * as s from "./filters.css.ts";

interface SubtypeChoicesProps {
  label: string;
  choices: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A row of toggle chips (one pressed at a time) for a tab's sub-selection. */
export function SubtypeChoices({ label, choices, value, onChange }: SubtypeChoicesProps) {
  return (
    <div role="group" aria-label={label} className={s.chips}>
      {choices.map((choice) => (
        <button key={choice.value} type="button" className={s.chip} aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}>
          {choice.label}
        </button>
      ))}
    </div>
  );
}
