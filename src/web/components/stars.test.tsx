import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Stars } from './stars.tsx';

/** The filled layer's share of the five stars (the second of the two rows). */
const filledShare = (image: Element) => (image.lastElementChild as HTMLElement).style.width;

describe('stars showing a rating', () => {
  it('are an image named by its label, filled to the tenth', () => {
    renderWithProviders(<Stars value={4.6} label="5 csillagból 4,6" />);
    const image = screen.getByRole('img', { name: '5 csillagból 4,6' });
    expect(filledShare(image)).toBe('92%');
    expect(image.querySelectorAll('svg')).toHaveLength(10);
  });

  it('are hidden from assistive technology without a label, and never fill past five or below none', () => {
    const { container } = renderWithProviders(
      <>
        <Stars value={7} />
        <Stars value={-1} />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const [over, under] = [...container.querySelectorAll('[aria-hidden="true"]')].filter(
      (element) => element.tagName === 'SPAN',
    );
    expect(filledShare(over!)).toBe('100%');
    expect(filledShare(under!)).toBe('0%');
  });
});
