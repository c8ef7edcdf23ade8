import { afterEach, describe, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useAfterFirstInteraction } from './use-after-first-interaction.ts';

function Reached() {
  return <p>{useAfterFirstInteraction() ? 'reached' : 'only looking'}</p>;
}

/** The browser's sticky user activation, which jsdom does not have. */
function activatedBefore(active: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: active, isActive: false }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userActivation');
});

describe('the first time a person reaches for the page', () => {
  test('when nobody has tapped or typed, then the screen waits, and a tap anywhere on the page ends the wait', async () => {
    render(<Reached />);
    expect(screen.getByText('only looking')).toBeVisible();

    fireEvent.pointerDown(document.body);

    expect(await screen.findByText('reached')).toBeVisible();
  });

  test('when a key is the first thing pressed, then the wait ends too', async () => {
    render(<Reached />);

    fireEvent.keyDown(document.body, { key: 'Tab' });

    expect(await screen.findByText('reached')).toBeVisible();
  });

  test('when a tap brought the person to the screen (the page was activated before it), then it does not wait', async () => {
    activatedBefore(true);
    render(<Reached />);
    expect(await screen.findByText('reached')).toBeVisible();
  });
});
