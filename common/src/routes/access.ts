/**
 * Who may call each /api route: every route declaration (define-route.ts) names one of these kinds
 * of access, and the server turns each kind into exactly one check before the handler runs (the
 * access gates in server/src/policies/access-gates.ts; docs/decisions/005). The descriptions are
 * what the OpenAPI document and the authorization matrix test say of each kind.
 */
export const ROUTE_ACCESS = {
  public: 'anyone, signed in or not',
  session: "a signed-in user, on their own things (the route names no one else's object)",
  token: 'whoever holds the link token in the address or body (a newsletter or invitation link)',
  'legacy-link':
    "whoever holds a working e-mailed link of a legacy plan (the owner's check-in, or a contact's confirmation of the current round)",
  'life-event-link':
    "whoever holds a working e-mailed link of a life event (a confirmer's of the current round, the author's veto, or a report)",
  'recipient-link': "whoever holds a working recipient's link of a delivered message (a share link of kind message)",
  'protection-link':
    'whoever holds a delivery-protection link of the message (e-mailed to its author), for its own action',
  'still-right-link':
    'whoever holds a working link of a "Still right?" e-mail (e-mailed to the owner), for the messages it names',
  'gentle-link':
    "whoever holds a working link of the gentle e-mail (sent to a recipient after the author's death), for that recipient's address",
  'session-token': 'a signed-in user who also holds an invitation token or id meant for them',
  'share-link-token': 'whoever holds a working share link (and its passphrase when it has one)',
  message: 'the author of the message named in the address (no circle role: message.policy)',
  media: 'the owner of the recording named in the address',
  upload: 'the owner of the unfinished upload named in the address',
  'circle-entry': "the owner of the circle whose invitation or member the address names (one's own circle)",
  'circle-membership': 'a member of the circle named in the address (not its owner)',
  'vault-item.read': 'the owner of the item, or a viewer or editor of a circle it is shared with',
  'vault-item.write': 'the owner of the item',
  'album.owner': 'the owner of the album',
  'album.read':
    'the owner of the album, a legacy contact a release granted it to, or a viewer or editor of their circle while it is shared',
  'album.add': 'the owner of the album, or an editor of the circle it is shared with (adding their own item)',
  'album-item.remove': "the album's owner, or the owner of the item taken out",
  'album-items.remove':
    "the album's owner (any of its items the body names), or a reader of the album taking out items of their own",
  'share-link': 'the owner of the share link named in the address',
  'share-target': 'the owner of the item, album or scrapbook the body names (making a share link to it)',
  'tree.read':
    'the owner of the family tree named in the address, or a viewer or editor of their circle while the owner shares it',
  'tree.write':
    'the owner of the family tree named in the address, or an editor of their circle while the owner shares it',
  'tree.owner': 'the owner of the family tree named in the address (deleting, exporting, sharing with the circle)',
  'tree-person.read':
    'a reader (tree.read) of the tree of the person named in the address, the person in their branch when they have one',
  'tree-import': 'the user who uploaded the GEDCOM import named in the address',
  admin: 'an administrator (a user whose role is admin: admin.policy)',
  'legacy-contact': 'a legacy contact of the owner named in the address, whatever their sharing role (legacy.policy)',
  // Time capsules (time-capsule.policy.ts, docs/decisions/010-time-capsules.md).
  'time-capsule.read':
    "the owner, a contributor still in the owner's circle, or a recipient (by account e-mail) of the capsule named in the address",
  'time-capsule.contents':
    'its owner and contributors while a draft; nobody while sealed (its owner if "owner may look"); everyone it concerns once opened',
  'time-capsule.contribute':
    "the owner, or a contributor still in the owner's circle, of the capsule named in the address",
  'time-capsule.owner': 'the owner of the capsule named in the address',
  'capsule-link': "whoever holds a recipient's opening link of an opened capsule",
  'account-export': 'the owner of the "export everything" archive named in the address (account-export.policy)',
  // Delivery on a life event (life-event.policy.ts, docs/decisions/009-legacy-release.md).
  'life-event.read': "the author of the message named in the address, or any member of the author's circle",
  'life-event.confirm': 'the author of the message named in the address, or a circle member they named to confirm',
  'legacy-grant':
    'a legacy contact of the owner named in the address, once a release granted them what the route serves (legacy.policy)',
  // Scrapbooks (scrapbook.policy.ts; what each reader is shown of their items: docs/decisions/015).
  'scrapbook.read':
    'the owner of the scrapbook named in the address, or an editor or viewer of their circle while it is shared',
  'scrapbook.edit': 'the owner of the scrapbook named in the address, or an editor of their circle while it is shared',
  'scrapbook.owner': 'the owner of the scrapbook named in the address',
  // Family recipes (recipe.policy.ts).
  'recipe.read':
    'the owner of the recipe named in the address, or a viewer or editor of their circle while the owner shares it',
  'recipe.edit': 'the owner of the recipe named in the address, or an editor of their circle while the owner shares it',
  'recipe.owner': 'the owner of the recipe named in the address (deleting, share links, sharing with the circle)',
  'recipe.print': 'a signed-in user who may read every recipe the body names (asking for a family cookbook of them)',
  'recipe-cookbook': 'the user who requested the family cookbook named in the address',
  device: 'the signed-in user whose own device (session) the address names',
} as const;

export type RouteAccess = keyof typeof ROUTE_ACCESS;
