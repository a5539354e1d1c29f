import type { Coupon } from '@vigil/contract';
import { notify } from '@vigil/shared';
import { useRef, useState } from 'react';
import { searchCoupon } from '../api/search-coupon';

/** "{n}% off code applied!" with n the rounded percentage (product.md §8). */
export const couponAppliedMessage = (discount: number) =>
  `${Math.round(discount * 100)}% off code applied!`;

/**
 * The coupon field, checked live on every change: a valid code toasts its discount, anything else
 * sets the discount to 0 without a word; a failed check is only logged. Late answers to older
 * keystrokes are dropped.
 */
export function useCoupon(initial: Coupon | null) {
  const [code, setCode] = useState(initial?.code ?? '');
  const [coupon, setCoupon] = useState<Coupon | null>(initial);
  const latest = useRef(0);

  async function change(next: string) {
    setCode(next);
    const asked = ++latest.current;
    if (!next.trim()) {
      setCoupon(null);
      return;
    }
    try {
      const found = await searchCoupon(next.trim());
      if (asked !== latest.current) return;
      setCoupon(found && found.discount > 0 ? found : null);
      if (found && found.discount > 0) notify.success(couponAppliedMessage(found.discount));
    } catch (error) {
      if (asked === latest.current) setCoupon(null);
      console.warn('The coupon could not be checked:', error);
    }
  }

  return { code, coupon, discount: coupon?.discount ?? 0, change };
}
