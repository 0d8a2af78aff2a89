import { describe, expect, it } from 'vitest';
import { UPDATE_TEXTS, updatePromptText } from './update-reason';

describe('the update prompt', () => {
  it('stays hidden while there is nothing to update', () => {
    expect(updatePromptText({ downloaded: false, serverNewer: false })).toBeNull();
  });

  it('offers a downloaded version', () => {
    expect(updatePromptText({ downloaded: true, serverNewer: false })).toEqual({
      title: UPDATE_TEXTS.available,
    });
  });

  it('asks for the update when the server is newer, saying unsent changes stay', () => {
    expect(updatePromptText({ downloaded: false, serverNewer: true })).toEqual({
      title: UPDATE_TEXTS.downloading,
      detail: UPDATE_TEXTS.requiredDetail,
    });
    expect(updatePromptText({ downloaded: true, serverNewer: true })?.title).toBe(
      UPDATE_TEXTS.required,
    );
  });
});
