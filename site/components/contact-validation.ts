// Checks a contact form in the browser the way the endpoint does (pure), so messages appear before sending.

export type ContactFormName = 'business' | 'general' | 'support';
export type ContactField = 'name' | 'email' | 'company' | 'topic' | 'message' | 'consent';
export type ContactValues = Record<Exclude<ContactField, 'consent'>, string> & { consent: boolean };
export type ContactErrors = Partial<Record<ContactField, 'required' | 'email' | 'consent'>>;

export const TOPICS: Record<ContactFormName, string[]> = {
  business: ['project', 'audit', 'partnership', 'other'],
  general: ['press', 'partnerships', 'careers', 'other'],
  support: ['incident', 'change', 'invoice', 'other'],
};

export function requiredFields(form: ContactFormName): ContactField[] {
  return form === 'general' ? ['name', 'email', 'message', 'consent'] : ['name', 'email', 'company', 'message', 'consent'];
}

export function validateContact(form: ContactFormName, values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of requiredFields(form)) {
    if (field === 'consent') {
      if (!values.consent) errors.consent = 'consent';
    } else if (!values[field].trim()) {
      errors[field] = 'required';
    }
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'email';
  return errors;
}
