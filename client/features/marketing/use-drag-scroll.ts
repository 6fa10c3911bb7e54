import { useEffect, useRef } from "react";

/** Pixels a press must travel before it counts as a drag rather than a click. */
const DRAG_THRESHOLD = 4;

/**
 * Lets a mouse drag a horizontally scrolling row. Touch and pen already scroll it natively,
 * and a focused row scrolls with the arrow keys, so only the mouse needs help.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    let pointerId: number | null = null;
    let startX = 0;
    let startScroll = 0;
    let dragged = false;

    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      pointerId = event.pointerId;
      startX = event.clientX;
      startScroll = row.scrollLeft;
      dragged = false;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const distance = event.clientX - startX;
      if (!dragged && Math.abs(distance) < DRAG_THRESHOLD) return;
      if (!dragged) {
        dragged = true;
        row.setPointerCapture(event.pointerId);
        row.dataset.dragging = "true";
      }
      row.scrollLeft = startScroll - distance;
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      if (row.hasPointerCapture(event.pointerId)) row.releasePointerCapture(event.pointerId);
      delete row.dataset.dragging;
    };
    // A drag that ends over a link must not also follow it.
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    };

    row.addEventListener("pointerdown", onDown);
    row.addEventListener("pointermove", onMove);
    row.addEventListener("pointerup", onUp);
    row.addEventListener("pointercancel", onUp);
    row.addEventListener("click", onClick, true);
    return () => {
      row.removeEventListener("pointerdown", onDown);
      row.removeEventListener("pointermove", onMove);
      row.removeEventListener("pointerup", onUp);
      row.removeEventListener("pointercancel", onUp);
      row.removeEventListener("click", onClick, true);
    };
  }, []);

  return ref;
}
