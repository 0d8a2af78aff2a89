/** What waits on this device for another employee: "2 changes wait for Jordan Avery to sign in". */
export function waitingForText(lane: { name: string; count: number }): string {
  const who = lane.name || 'another employee';
  return lane.count === 1
    ? `1 change waits for ${who} to sign in`
    : `${lane.count} changes wait for ${who} to sign in`;
}
