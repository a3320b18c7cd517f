/* ub-double-to-int, old: conversion without range check. */
int to_int(double d) {
  return (int)d;
}
