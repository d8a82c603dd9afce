import { Faker, de_AT, de, base } from '@faker-js/faker';

/** The seeded faker of all demo loaders (its own file: demo.ts imports the loaders, so they cannot import it). */
export function demoFaker(seed = 20261121): Faker {
  const faker = new Faker({ locale: [de_AT, de, base] });
  faker.seed(seed);
  return faker;
}
