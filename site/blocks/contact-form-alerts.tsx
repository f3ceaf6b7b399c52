import { css } from '@linaria/core';
import type { MouseEvent, Ref } from 'react';
import { colour, space } from '../design/tokens.ts';
import type { Failure } from './contact-form-send.ts';

const alertBox = css`
  margin-bottom: ${space(3)};
  padding: ${space(2)};
  border: 2px solid ${colour.danger};
  border-radius: 6px;
  background: ${colour.background};
  &:focus-visible {
    outline: 2px solid ${colour.text};
    outline-offset: 2px;
  }
  /* Doubled class: the post layout styles every h2 with the same specificity. */
  && h2 {
    margin: 0 0 ${space(1)};
    font-size: 1.125rem;
    color: ${colour.danger};
  }
  p {
    margin: 0;
    font-weight: 700;
    color: ${colour.danger};
  }
  ul {
    margin: 0;
    padding-left: ${space(2.5)};
  }
  /* The note that a message went: the same box, in the colour of success. */
  &[data-alert='sent'] {
    border-color: ${colour.success};
  }
  &[data-alert='sent'] p {
    color: ${colour.success};
  }
  a {
    color: ${colour.danger};
    font-weight: 700;
  }
`;

export interface Problem {
  href: string;
  text: string;
  go: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The focused summary above the form: every problem, each a link to its field (GOV.UK's error summary). */
export function ErrorSummary({ focusRef, title, problems }: { focusRef: Ref<HTMLDivElement>; title: string; problems: Problem[] }) {
  return (
    <div ref={focusRef} className={alertBox} role="alert" tabIndex={-1} data-alert="summary">
      <h2>{title}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.href}>
            <a href={problem.href} onClick={problem.go}>
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shown on the form a visitor comes Back to after sending it: it was sent, and the form is empty for another. */
export function SentNote({ text }: { text: string }) {
  return (
    <div className={alertBox} role="status" data-alert="sent">
      <p>{text}</p>
    </div>
  );
}

/** Says that sending failed (server or network) while everything typed stays in the form. */
export function FailureAlert({ focusRef, failure, text }: { focusRef: Ref<HTMLDivElement>; failure: Failure; text: string }) {
  return (
    <div ref={focusRef} className={alertBox} role="alert" tabIndex={-1} data-alert={failure}>
      <p>{text}</p>
    </div>
  );
}
