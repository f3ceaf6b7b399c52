import { describe, expect, it } from 'vitest';
import { consentAtStart } from '../../../../site/consent/consent-start.ts';
import { acceptAll, rejectAll, saveChoices } from '../../../../site/consent/consent-record.ts';

const listed = [
  { id: 'Segment.io', name: 'Segment', description: '' },
  { id: 'Mixpanel', name: 'Mixpanel', description: '' },
];

describe('what consent has to do as a page starts', () => {
  it('waits for the visitor while the served banner asks, fetching nothing', () => {
    expect(consentAtStart(null, null, true)).toEqual({ kind: 'wait' });
  });

  it('waits after everything was refused, listed or not', () => {
    expect(consentAtStart(null, rejectAll(listed), false)).toEqual({ kind: 'wait' });
    expect(consentAtStart(null, rejectAll([]), false)).toEqual({ kind: 'wait' });
  });

  it('checks a record that allows something against the list, to start analytics', () => {
    const some = saveChoices(listed, { Mixpanel: true });
    expect(consentAtStart(null, some, false)).toEqual({ kind: 'check-saved', saved: some });
    // "Accept all" made before the list was known covers nothing yet: asked again once the list is had.
    expect(consentAtStart(null, acceptAll([]), false)).toEqual({ kind: 'check-saved', saved: acceptAll([]) });
  });

  it('checks a record of switches all off that did not refuse the unlisted: a new destination asks again', () => {
    const off = saveChoices(listed, {});
    expect(consentAtStart(null, off, false)).toEqual({ kind: 'check-saved', saved: off });
  });

  it('answers a choice the served banner took before the runtime, whatever is saved', () => {
    expect(consentAtStart('customize', null, true)).toEqual({ kind: 'answer-first-view', choice: 'customize' });
    expect(consentAtStart('accept-all', acceptAll([]), false)).toEqual({ kind: 'answer-first-view', choice: 'accept-all' });
  });

  it('draws the banner itself where nothing is saved and no served banner shows', () => {
    expect(consentAtStart(null, null, false)).toEqual({ kind: 'draw-banner' });
  });
});
