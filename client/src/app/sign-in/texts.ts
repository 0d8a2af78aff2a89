/** Words of the sign-in screen that DESIGN.md adds to SPEC.md (offline-first sign-in). */
export const SIGN_IN_TEXT = {
  subtitle: 'Employee Portal Access',
  heading: 'Sign in',
  description: 'Enter your employee credentials to access the platform',
  submit: 'Sign in',
  busy: 'Signing in...',
  footer: 'Having trouble signing in? Contact your system administrator.',
  offline: 'Signing in needs a connection. Your work on this device is kept.',
  expired: 'Your session has ended. Sign in again to carry on where you left off.',
} as const;

export function pendingChangesText(count: number): string {
  return count === 1
    ? '1 change is waiting to sync on this device.'
    : `${count} changes are waiting to sync on this device.`;
}
