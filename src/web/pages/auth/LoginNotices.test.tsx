// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../test/speak';
import LoginNotices from './LoginNotices';

// Issue 29: the login page's notices speak the page's language; the English stays word for word.
describe("the login page's notices", () => {
  afterEach(() => {
    cleanup();
    speak('en');
  });

  it('say the session expired, the host is suspended and the address needs verifying, in English', () => {
    render(<LoginNotices sessionTimedOut unverifiedEmail="asha@example.test" />);
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(
      screen.getByText(
        'Please verify your email address before logging in. Check your inbox for the link.',
      ),
    ).toBeTruthy();
    cleanup();
    render(<LoginNotices suspended unverifiedEmail={null} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Your host account is suspended. Contact support.',
    );
  });

  it('say them in Hindi on a Hindi page', () => {
    speak('hi');
    render(<LoginNotices sessionTimedOut unverifiedEmail="asha@example.test" />);
    expect(screen.getByText('आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।')).toBeTruthy();
    expect(screen.getByText(/लॉग इन करने से पहले कृपया अपना ईमेल पता वेरिफ़ाई करें/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वेरिफ़िकेशन ईमेल फिर से भेजें' })).toBeTruthy();
    expect(screen.queryByText(/Please verify/)).toBeNull();
    cleanup();
    render(<LoginNotices suspended unverifiedEmail={null} />);
    expect(screen.getByRole('alert').textContent).toBe('आपका होस्ट अकाउंट सस्पेंड है। सपोर्ट से संपर्क करें।');
  });
});
