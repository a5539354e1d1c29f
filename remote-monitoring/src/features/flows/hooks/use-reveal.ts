import { useReactFlow, useStoreApi } from '@xyflow/react';
import { contains, NODE_SIZE, visibleRect } from '../lib/placement';

/**
 * What the canvas shows, and a pan that brings a new node into it: a node placed off screen
 * (under the last of a long chain, or on a phone's small canvas) was easy to miss (issue 43).
 */
export function useReveal() {
  const flow = useReactFlow();
  const store = useStoreApi();
  const visible = () => {
    const { width, height } = store.getState();
    return visibleRect(flow.getViewport(), { width, height });
  };
  const show = (position: { x: number; y: number }) => {
    if (contains(visible(), { ...position, ...NODE_SIZE })) return;
    const { zoom } = flow.getViewport();
    void flow.setCenter(position.x + NODE_SIZE.width / 2, position.y + NODE_SIZE.height / 2, {
      zoom,
      duration: 200,
    });
  };
  return { visible, show };
}
