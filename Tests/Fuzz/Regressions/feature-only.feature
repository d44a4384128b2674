Feature: F
