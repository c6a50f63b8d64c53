type SessionMessage = 'signed-in' | 'signed-out'

const channelName = 'hotel-staff-session'

/**
 * Tells the dashboard's other tabs that this one signed in or out, so they follow at once instead of at their
 * next request. Only the event travels, never anything of the session.
 */
export function openSessionChannel(onMessage: (message: SessionMessage) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined }
  const channel = new BroadcastChannel(channelName)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === 'signed-in' || event.data === 'signed-out') onMessage(event.data)
  }
  return {
    post: (message: SessionMessage) => channel.postMessage(message),
    close: () => channel.close(),
  }
}
