/** Where each kind of sermon file is kept in storage; the upload policies of the admin editor use them too. */
export const SERMON_STORAGE = {
  notes: "sermons/notes",
  audio: "sermons/audio",
  artwork: "sermons/artwork",
} as const;
