import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { cartItem, type Child, type MenuItem } from '../../infra/test/fixtures.ts';
import { untilOrderingKnows } from '../../infra/test/read-models.ts';
import { watchBoard } from './board-fixtures.ts';
import { Browser, newSignedInParent, type SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026 in Los Angeles. */
const TEST_NOW = '2026-11-18T12:00:00.000Z';

/** What each kind of document starts with: enough for its type to be told by content. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function dietForm(file: { bytes: Buffer; name: string; type: string }, restrictions: string[] = ['peanuts'], note = 'Signed by Dr. Reyes'): FormData {
  const form = new FormData();
  for (const restriction of restrictions) form.append('restrictions', restriction);
  form.append('note', note);
  form.append('document', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

let systemUrl = '';

/** Sends a diet request as the web app does: multipart, with the header that stands for CSRF protection. */
async function uploadDietRequest(browser: Browser, childId: number, form: FormData | ReadableStream, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(`/api/child-profile/${childId}/diet-requests`, systemUrl), {
    method: 'POST',
    headers: { cookie: browser.cookieHeader, 'x-forwarded-for': browser.address, 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: form,
    ...(form instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

describe('diet requests through the REST API (issue 32)', () => {
  let system: TestSystem;
  let admin: Browser;
  let documentsDir: string;
  const storedDocuments = () => readdirSync(documentsDir).filter((name) => name.endsWith('.enc'));

  async function addChild(parent: SignedInParent, name: string): Promise<Child> {
    const response = await parent.browser.post<Child>('/api/user/children', {
      name,
      school: 'Sutter Elementary',
      grade: '3',
      teacher: 'Room 4',
      allergies: [],
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  beforeAll(async () => {
    system = await startTestSystem({ env: { TEST_NOW } });
    systemUrl = system.url;
    documentsDir = path.join(system.dataDir, 'documents');
    admin = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200);
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when a parent uploads a PDF with restrictions, then it is pending, listed, stored encrypted, and only they and an administrator can read it back as an attachment', async () => {
    const maria = await newSignedInParent(system.url);
    const maya = await addChild(maria, 'Maya');
    const created = await uploadDietRequest(
      maria.browser,
      maya.id,
      dietForm({ bytes: PDF_BYTES, name: 'allergy-letter.pdf', type: 'application/pdf' }, ['Peanuts', 'gluten free']),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.status, 'pending');
    assert.deepEqual(created.body.restrictions, ['peanuts', 'gluten-free']);
    assert.equal(created.body.note, 'Signed by Dr. Reyes');
    assert.equal(created.body.documentName, 'allergy-letter.pdf');
    assert.ok(created.body.createdAt);

    const listed = await maria.browser.get(`/api/child-profile/${maya.id}/diet-requests`);
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.map((request: { id: number; status: string }) => [request.id, request.status]),
      [[created.body.id, 'pending']],
    );

    // On disk the document is not the PDF: encrypted, named by a random id.
    const [stored] = storedDocuments();
    assert.ok(stored && !stored.includes('allergy'));

    for (const [who, url] of [
      [maria.browser, `/api/child-profile/${maya.id}/diet-requests/${created.body.id}/document`],
      [admin, `/api/admin/diet-requests/${created.body.id}/document`],
    ] as const) {
      const response = await fetch(new URL(url, system.url), { headers: { cookie: who.cookieHeader } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="allergy-letter.pdf"/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(Buffer.from(await response.arrayBuffer()), PDF_BYTES);
    }

    // Another parent reaches neither the list nor the document, by either path.
    const other = await newSignedInParent(system.url);
    assert.equal((await other.browser.get(`/api/child-profile/${maya.id}/diet-requests`)).status, 404);
    for (const url of [`/api/child-profile/${maya.id}/diet-requests/${created.body.id}/document`, `/api/admin/diet-requests/${created.body.id}/document`]) {
      const response = await fetch(new URL(url, system.url), { headers: { cookie: other.browser.cookieHeader } });
      assert.equal(response.status, 404, url);
      assert.doesNotMatch(response.headers.get('content-type') ?? '', /pdf/);
    }
    const upload = await uploadDietRequest(other.browser, maya.id, dietForm({ bytes: PDF_BYTES, name: 'x.pdf', type: 'application/pdf' }));
    assert.equal(upload.status, 404);
    // Nor may a parent list every school's requests.
    assert.equal((await other.browser.get('/api/admin/diet-requests?status=pending')).status, 403);
  });

  test('when the file is not a PDF, PNG or JPEG by its content, then 415, whatever its name and declared type, and nothing is kept', async () => {
    const parent = await newSignedInParent(system.url);
    const child = await addChild(parent, 'Leo');
    const before = storedDocuments().length;
    const disguised = await uploadDietRequest(
      parent.browser,
      child.id,
      dietForm({ bytes: Buffer.from('<html><script>alert(1)</script></html>'.repeat(200)), name: 'letter.pdf', type: 'application/pdf' }),
    );
    assert.equal(disguised.status, 415);
    assert.equal(disguised.body.error, 'The document must be a PDF, PNG or JPEG file');
    // A real PNG named .txt is accepted: the content decides.
    const png = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PNG_BYTES, name: 'scan.txt', type: 'text/plain' }, ['vegan']));
    assert.equal(png.status, 201, JSON.stringify(png.body));
    assert.equal(png.body.documentType, 'image/png');
    assert.equal(storedDocuments().length, before + 1);
    const listed = await parent.browser.get(`/api/child-profile/${child.id}/diet-requests`);
    assert.equal(listed.body.length, 1);
  });

  test('when the file is over 5 MB, then 413, refused while it is still being sent, and nothing is kept', async () => {
    const parent = await newSignedInParent(system.url);
    const child = await addChild(parent, 'Ana');
    const before = storedDocuments().length;
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const declared = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: big, name: 'big.pdf', type: 'application/pdf' }));
    assert.equal(declared.status, 413);
    assert.equal(declared.body.error, 'The document must be at most 5 MB');

    // Without a length the gateway cannot refuse up front: identity stops at the limit while reading.
    const boundary = 'dietboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="restrictions"\r\n\r\npeanuts\r\n--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const totalChunks = 200; // 50 MB, ten times the limit
    let sent = 0;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(Buffer.concat([head, PDF_BYTES])));
      },
      pull(controller) {
        if (sent === totalChunks) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    let status: number | 'connection closed';
    try {
      status = (await uploadDietRequest(parent.browser, child.id, stream, { 'content-type': `multipart/form-data; boundary=${boundary}` })).status;
    } catch {
      status = 'connection closed';
    }
    assert.ok(status === 413 || status === 'connection closed', String(status));
    assert.ok(sent < totalChunks / 2, `read ${sent} of ${totalChunks} chunks before refusing`);
    assert.equal(storedDocuments().length, before);
    assert.equal((await parent.browser.get(`/api/child-profile/${child.id}/diet-requests`)).body.length, 0);
  });

  test('when an administrator lists by status and decides, then approved and rejected requests move lists, refusals are clear, and the parent is e-mailed', async () => {
    const parent = await newSignedInParent(system.url);
    const child = await addChild(parent, 'Sam');
    const first = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PDF_BYTES, name: 'a.pdf', type: 'application/pdf' }, ['sesame']));
    const second = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PNG_BYTES, name: 'b.png', type: 'image/png' }, ['halal']));
    const pending = await admin.get('/api/admin/diet-requests?status=pending');
    assert.equal(pending.status, 200);
    const mine = pending.body.filter((request: { childId: number }) => request.childId === child.id);
    assert.deepEqual(
      mine.map((request: { id: number; childName: string; parentName: string }) => [request.id, request.childName, request.parentName]),
      [
        [first.body.id, 'Sam', 'Pat Parent'],
        [second.body.id, 'Sam', 'Pat Parent'],
      ],
    );

    const noDate = await admin.put(`/api/admin/diet-requests/${first.body.id}`, { status: 'approved' });
    assert.equal(noDate.status, 400);
    assert.equal(noDate.body.error, 'Give the date the approval is valid until');
    const past = await admin.put(`/api/admin/diet-requests/${first.body.id}`, { status: 'approved', validUntil: '2026-11-01' });
    assert.equal(past.status, 400);
    const byParent = await parent.browser.put(`/api/admin/diet-requests/${first.body.id}`, { status: 'approved', validUntil: '2027-06-30' });
    assert.equal(byParent.status, 403);

    const approved = await admin.put(`/api/admin/diet-requests/${first.body.id}`, { status: 'approved', validUntil: '2027-06-30' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.status, 'approved');
    assert.equal(approved.body.validUntil, '2027-06-30');
    const again = await admin.put(`/api/admin/diet-requests/${first.body.id}`, { status: 'rejected', reason: 'changed my mind' });
    assert.equal(again.status, 409);
    const noReason = await admin.put(`/api/admin/diet-requests/${second.body.id}`, { status: 'rejected' });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.error, 'Give a reason for the rejection');
    const rejected = await admin.put(`/api/admin/diet-requests/${second.body.id}`, { status: 'rejected', reason: 'The letter is not signed' });
    assert.equal(rejected.status, 200);

    const approvedList = await admin.get('/api/admin/diet-requests?status=approved');
    assert.ok(approvedList.body.some((request: { id: number }) => request.id === first.body.id));
    assert.equal((await admin.get('/api/admin/diet-requests?status=sometimes')).status, 400);
    const seen = await parent.browser.get(`/api/child-profile/${child.id}/diet-requests`);
    assert.deepEqual(seen.body.map((request: { status: string; reason: string | null }) => [request.status, request.reason]).sort(), [
      ['approved', null],
      ['rejected', 'The letter is not signed'],
    ]);

    await system.flushOutboxes();
    await waitFor('both decisions e-mailed to the parent', () => {
      const subjects = system.mail.messages.filter((mail) => mail.to.includes(parent.fields.email)).map((mail) => mail.subject);
      return subjects.some((subject) => /approved/i.test(subject)) && subjects.some((subject) => /not approved/i.test(subject));
    });
  });

  test('when an approval confirms an allergen the parent never declared, then ordering refuses the dish as a confirmed medical diet', async () => {
    const parent = await newSignedInParent(system.url);
    const child = await addChild(parent, 'Ivy');
    const dish = await admin.post<MenuItem>('/api/weekly-menu', {
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      dayOfWeek: 'Monday',
      menuItem: 'Sesame Noodles',
      description: 'Noodles, fresh',
      price: '6.00',
      allergens: ['sesame'],
    });
    assert.equal(dish.status, 201);
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: [child.id], itemIds: [dish.body.id] });
    const lunch = cartItem(parent.fields, child, dish.body, '2026-11-23');
    assert.equal((await parent.browser.post('/api/cart/check', { items: [lunch] })).status, 200);

    const request = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PDF_BYTES, name: 'ivy.pdf', type: 'application/pdf' }, ['sesame']));
    assert.equal((await admin.put(`/api/admin/diet-requests/${request.body.id}`, { status: 'approved', validUntil: '2027-06-30' })).status, 200);
    await system.flushOutboxes();
    await waitFor('ordering to refuse the dish', async () => (await parent.browser.post('/api/cart/check', { items: [lunch] })).status === 409);
    const refused = await parent.browser.post('/api/cart/check', { items: [lunch] });
    assert.equal(refused.body.code, 'CONFIRMED_DIET_CONFLICT');
    assert.equal(refused.body.error, 'Ivy has a medical diet approved by the school: Sesame Noodles breaks it (sesame).');

    // What the web's repeat-last-week reads to skip the same dish: the approval in force today, on the child.
    const graph = await parent.browser.post('/graphql', { query: '{ myChildren { id confirmedDiets { allergens diets validUntil } } }' });
    assert.equal(graph.status, 200, JSON.stringify(graph.body));
    const ivy = graph.body.data.myChildren.find((each: { id: number }) => each.id === child.id);
    assert.deepEqual(ivy.confirmedDiets, [{ allergens: ['sesame'], diets: [], validUntil: '2027-06-30' }]);
  });

  test('when a diet request is approved, then the open kitchen board hears it at once, naming the child and the restrictions; a rejection is not a diet', async () => {
    const parent = await newSignedInParent(system.url);
    const child = await addChild(parent, 'Lea');
    const board = watchBoard(system.url, admin.cookieHeader);
    try {
      await board.opened;
      const rejected = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PDF_BYTES, name: 'lea.pdf', type: 'application/pdf' }, ['milk']));
      assert.equal((await admin.put(`/api/admin/diet-requests/${rejected.body.id}`, { status: 'rejected', reason: 'Unsigned' })).status, 200);
      const approved = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PDF_BYTES, name: 'lea.pdf', type: 'application/pdf' }, ['sesame']));
      const deciding = Date.now();
      assert.equal((await admin.put(`/api/admin/diet-requests/${approved.body.id}`, { status: 'approved', validUntil: '2027-06-30' })).status, 200);
      await system.flushOutboxes();
      await waitFor("Lea's approval on the board", () => board.diets.find((diet) => diet.childId === child.id));
      console.info(`live board: an approved diet reached the open board ${Date.now() - deciding} ms after the decision was sent`);
      assert.deepEqual(
        board.diets.filter((diet) => diet.childId === child.id),
        [{ childId: child.id, childName: 'Lea', restrictions: ['sesame'], validUntil: '2027-06-30' }],
      );
    } finally {
      board.source.close();
    }
  });

  test('when an approval ends, then lunches after its validUntil are ordered as before and the kitchen no longer marks the medical diet', async () => {
    const parent = await newSignedInParent(system.url);
    const child = await addChild(parent, 'Zoe');
    const dish = async (dayOfWeek: string, menuItem: string, allergens: string[]) => {
      const created = await admin.post<MenuItem>('/api/weekly-menu', {
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek,
        menuItem,
        description: 'Fresh',
        price: '6.00',
        allergens,
      });
      assert.equal(created.status, 201);
      return created.body;
    };
    const monday = await dish('Monday', 'Sesame Bowl', ['sesame']);
    const tuesday = await dish('Tuesday', 'Plain Rice', []);
    const wednesday = await dish('Wednesday', 'Sesame Wrap', ['sesame']);
    await system.flushOutboxes();
    await untilOrderingKnows(system, { childIds: [child.id], itemIds: [monday.id, tuesday.id, wednesday.id] });
    const rice = await parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(parent.fields, child, tuesday, '2026-11-24')] });
    assert.equal(rice.status, 201, JSON.stringify(rice.body));

    const request = await uploadDietRequest(parent.browser, child.id, dietForm({ bytes: PDF_BYTES, name: 'zoe.pdf', type: 'application/pdf' }, ['sesame']));
    assert.equal((await admin.put(`/api/admin/diet-requests/${request.body.id}`, { status: 'approved', validUntil: '2026-11-24' })).status, 200);
    await system.flushOutboxes();

    const checkout = (item: MenuItem, date: string) =>
      parent.browser.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(parent.fields, child, item, date)] });
    await waitFor('the approval to reach ordering', async () => (await checkout(monday, '2026-11-23')).status === 409);
    const refused = await checkout(monday, '2026-11-23');
    assert.equal(refused.body.code, 'CONFIRMED_DIET_CONFLICT');
    // Wednesday is after validUntil: the parent-declared allergies (none) apply again.
    assert.equal((await checkout(wednesday, '2026-11-25')).status, 201);

    const marks = async (date: string) => {
      const answer = await admin.graphql<{ adminOrders: Array<{ childName: string; childMedicalDiet: string[] }> }>(
        'query ($date: String) { adminOrders(date: $date) { childName childMedicalDiet } }',
        { date },
      );
      return answer.body.data!.adminOrders.filter((order) => order.childName === 'Zoe').map((order) => order.childMedicalDiet);
    };
    assert.deepEqual(await marks('2026-11-24'), [['sesame']]);
    assert.deepEqual(await marks('2026-11-25'), [[]]);
    const sheet = await admin.graphql<{
      productionSheet: { days: Array<{ date: string; items: Array<{ allergyNotes: Array<{ childName: string; medicalDiet: string[] }> }> }> };
    }>('query { productionSheet(week: "2026-11-23") { days { date items { allergyNotes { childName medicalDiet } } } } }');
    const notesOn = (date: string) =>
      sheet.body
        .data!.productionSheet.days.filter((day) => day.date === date)
        .flatMap((day) => day.items.flatMap((item) => item.allergyNotes))
        .filter((note) => note.childName === 'Zoe');
    assert.deepEqual(JSON.parse(JSON.stringify(notesOn('2026-11-24'))), [{ childName: 'Zoe', medicalDiet: ['sesame'] }]);
    assert.deepEqual(notesOn('2026-11-25'), []);
  });

  test('when a child or the whole account is deleted, then its documents are gone from the storage', async () => {
    const parent = await newSignedInParent(system.url);
    const leaving = await addChild(parent, 'Noa');
    const staying = await addChild(parent, 'Eli');
    const before = storedDocuments();
    await uploadDietRequest(parent.browser, leaving.id, dietForm({ bytes: PDF_BYTES, name: 'noa.pdf', type: 'application/pdf' }));
    await uploadDietRequest(parent.browser, staying.id, dietForm({ bytes: PDF_BYTES, name: 'eli.pdf', type: 'application/pdf' }));
    assert.equal(storedDocuments().length, before.length + 2);

    assert.equal((await parent.browser.delete(`/api/user/children/${leaving.id}`)).status, 200);
    assert.equal(storedDocuments().length, before.length + 1);

    assert.equal((await admin.delete(`/api/admin/users/${parent.user.id}`)).status, 200);
    assert.equal(JSON.stringify(storedDocuments().sort()), JSON.stringify([...before].sort()));
  });
});
