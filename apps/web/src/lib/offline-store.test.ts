import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test } from 'vitest';
import { ApiError } from './api-client';
import {
  clearDownloads,
  deleteDownload,
  isNotDownloaded,
  LEARNER_KEY,
  lastLearnerCopy,
  offlineDb,
  readDownload,
  saveDownload,
  setOfflineLearner,
  withOfflineCopy,
} from './offline-store';
import { topicKey } from './offline-keys';

beforeEach(async () => {
  await (await offlineDb()).clear('downloads');
  setOfflineLearner(null);
});

const offline = () => Promise.reject(new ApiError(0, 'network_error', 'Network error'));
const topic = { category: 'Kids', course: 'Animals', topic: 'Farm' };
const saved = { ...topic, module: 'Basics', questions: [{ id: 1 }], flashcards: [{ id: 9 }] };

describe('the offline store', () => {
  test("a download is each learner's own: read back by its learner only", async () => {
    await saveDownload('ann', topicKey(topic), saved);
    expect((await readDownload('ann', topicKey(topic)))?.data).toEqual(saved);
    expect(await readDownload('bob', topicKey(topic))).toBeUndefined();
  });

  test('topic keys ignore the case of the category and blanks around names', () => {
    expect(topicKey({ category: ' KIDS ', course: 'Animals ', topic: ' Farm' })).toBe(topicKey(topic));
    expect(topicKey({ ...topic, topic: 'Zoo' })).not.toBe(topicKey(topic));
  });

  test('online, the network answers; offline, the signed-in learner’s copy; neither: not downloaded', async () => {
    await saveDownload('ann', topicKey(topic), saved);
    const pick = (data: typeof saved) => data.questions;
    expect(await withOfflineCopy(async () => [{ id: 2 }], topicKey(topic), pick)).toEqual([{ id: 2 }]);

    setOfflineLearner('ann');
    expect(await withOfflineCopy(offline, topicKey(topic), pick)).toEqual([{ id: 1 }]);
    // a pick that finds nothing for this screen counts as not downloaded
    await expect(withOfflineCopy(offline, topicKey(topic), () => undefined)).rejects.toSatisfy(isNotDownloaded);

    setOfflineLearner('bob');
    await expect(withOfflineCopy(offline, topicKey(topic), pick)).rejects.toSatisfy(isNotDownloaded);
    setOfflineLearner(null);
    await expect(withOfflineCopy(offline, topicKey(topic), pick)).rejects.toSatisfy(isNotDownloaded);
  });

  test('a server error is not covered up by a download', async () => {
    await saveDownload('ann', topicKey(topic), saved);
    setOfflineLearner('ann');
    const failing = () => Promise.reject(new ApiError(403, 'forbidden', 'Not in Kids Lock'));
    await expect(withOfflineCopy(failing, topicKey(topic), (d: typeof saved) => d.questions)).rejects.toMatchObject({ status: 403 });
  });

  test("signing out clears the learner's downloads and their copy of /api/me, and nobody else's", async () => {
    await saveDownload('ann', topicKey(topic), saved);
    await saveDownload('ann', LEARNER_KEY, { user: { id: 'ann' } });
    await saveDownload('bob', topicKey(topic), saved);
    expect(await lastLearnerCopy()).toEqual({ user: { id: 'ann' } });

    await clearDownloads('ann');
    expect(await readDownload('ann', topicKey(topic))).toBeUndefined();
    expect(await lastLearnerCopy()).toBeUndefined();
    expect(await readDownload('bob', topicKey(topic))).toBeDefined();

    await deleteDownload('bob', topicKey(topic));
    expect(await readDownload('bob', topicKey(topic))).toBeUndefined();
  });
});
