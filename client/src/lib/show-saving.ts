/**
 * A form's save shows itself saving (its button's spinner, its fields disabled) only when the
 * write has not finished by then. A local write rarely takes so long, and drawing a long form
 * for a spinner nobody would see was most of the time from Save to the form gone on a slow
 * tablet. The form keeps one save at a time itself.
 */
export const SHOW_SAVING_AFTER_MS = 200;
