import { describe, expect, it } from 'vitest';
import {
  NEARBY_CLUB_MILES,
  ZIP_MESSAGE,
  clubSchema,
  isActiveClub,
  isNearbyClub,
  noClubNearbyMessage,
  sortLocationsBodySchema,
} from './clubs';

describe('sortLocationsBodySchema', () => {
  it('accepts a five-digit ZIP code', () => {
    expect(sortLocationsBodySchema.parse({ zip: '94612' })).toEqual({ zip: '94612' });
  });

  it.each(['9461', '946123', '9461a', ' 94612', '94612-1234', ''])(
    'refuses the ZIP code %j with the spec message',
    (zip) => {
      const result = sortLocationsBodySchema.safeParse({ zip });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid zipcode');
      expect(result.error?.issues[0]?.path).toEqual(['zip']);
    },
  );

  it('uses the specification text for the message constant', () => {
    expect(ZIP_MESSAGE).toBe('Please enter a valid zipcode');
  });

  it('allows nulls and missing fields', () => {
    expect(sortLocationsBodySchema.parse({ zip: null, lat: null, lng: null })).toEqual({
      zip: null,
      lat: null,
      lng: null,
    });
    expect(sortLocationsBodySchema.parse({})).toEqual({});
  });

  it('accepts coordinates within range and refuses them outside', () => {
    expect(sortLocationsBodySchema.parse({ lat: -90, lng: 180 })).toEqual({ lat: -90, lng: 180 });
    expect(sortLocationsBodySchema.safeParse({ lat: 90.1 }).success).toBe(false);
    expect(sortLocationsBodySchema.safeParse({ lng: -180.5 }).success).toBe(false);
    expect(sortLocationsBodySchema.safeParse({ lat: '37.8' }).success).toBe(false);
  });
});

describe('clubs', () => {
  it('counts a club as active only when its capacity is above zero', () => {
    expect(isActiveClub({ totalCapacity: 1 })).toBe(true);
    expect(isActiveClub({ totalCapacity: 0 })).toBe(false);
    expect(isActiveClub({ totalCapacity: -5 })).toBe(false);
  });

  it('lets miles be null but not missing', () => {
    const club = {
      clubautomationclubidC: '106',
      name: 'Bay Fit Oakland',
      displayName: 'Oakland',
      streetC: '1900 Broadway',
      cityC: 'Oakland',
      miles: null,
      totalCapacity: 400,
      olsBgMobile: '/clubs/oakland.svg',
      olsBgDesktop: '/clubs/oakland.svg',
    };
    expect(clubSchema.parse(club)).toEqual(club);
    const { miles: _miles, ...withoutMiles } = club;
    expect(clubSchema.safeParse(withoutMiles).success).toBe(false);
  });
});

describe('nearby clubs', () => {
  const club = { displayName: 'Embarcadero', streetC: '2 Embarcadero Center', cityC: 'San Francisco' };

  it('counts a club within NEARBY_CLUB_MILES of a known position as nearby', () => {
    expect(NEARBY_CLUB_MILES).toBe(50);
    expect(isNearbyClub({ miles: 0 })).toBe(true);
    expect(isNearbyClub({ miles: 50 })).toBe(true);
    expect(isNearbyClub({ miles: 50.1 })).toBe(false);
    expect(isNearbyClub({ miles: 2557.4 })).toBe(false);
    expect(isNearbyClub({ miles: null })).toBe(false);
  });

  it('names the nearest club with its address when none is nearby', () => {
    expect(noClubNearbyMessage(club)).toBe(
      'There is no club within 50 miles of you. Our nearest club is Embarcadero, 2 Embarcadero Center, San Francisco.',
    );
  });
});
