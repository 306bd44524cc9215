import { describe, expect, it } from 'vitest';
import { shapeProblems } from './shape.ts';
import { messageReply } from './spec-shapes.ts';
import { useContractApi } from './spec-client.ts';

// Spec section 7, Contact: "POST {contact base path}/ with body name, email, message; response message."
const fx = useContractApi();

describe('POST /api/contactus/', () => {
  it('takes name, email and message and answers a message', async () => {
    const body = { name: 'Asha Rao', email: 'asha@example.com', message: 'Could the alumni office share the reunion dates?' };
    const res = await fx.api().call('POST', '/api/contactus/', body);
    expect(res.status, res.text).toBeGreaterThanOrEqual(200);
    expect(res.status, res.text).toBeLessThan(300);
    expect(shapeProblems(res.json, messageReply)).toEqual([]);
  });
});
