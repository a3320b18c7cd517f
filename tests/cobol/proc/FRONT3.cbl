      * FRONT3: issue 14 item 3, front-end gaps (Language Reference):
      * RELATIVE data-name without KEY/IS ("RELATIVE KEY clause"),
      * RECORD VARYING integer TO integer DEPENDING data-name without
      * FROM and ON ("RECORD clause", format 3), 01 ... IS EXTERNAL
      * ("EXTERNAL clause"), ALPHABET ... ALSO LOW-VALUE ("ALPHABET
      * clause": figurative constants as literals), a numeric literal
      * under DECIMAL-POINT IS COMMA, a PICTURE string continued on a
      * continuation line, FUNCTION MAX with arithmetic expressions as
      * arguments, SET sw TO ON sw TO OFF ("SET statement", format 3),
      * REDEFINES of a name that is not unique (its place says which:
      * "REDEFINES clause") and a REDEFINES after a 66 RENAMES entry.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FRONT3.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           SWITCH-1 IS SW1 ON STATUS IS SW1-ON
           SWITCH-2 IS SW2 OFF STATUS IS SW2-OFF
           ALPHABET AL IS 'A' ALSO LOW-VALUE 'B' ALSO HIGH-VALUE
           DECIMAL-POINT IS COMMA.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RLF ASSIGN TO RELF
               ORGANIZATION RELATIVE ACCESS RANDOM
               RELATIVE RK.
           SELECT VF ASSIGN TO VARF.
       DATA DIVISION.
       FILE SECTION.
       FD  RLF.
       01  RR PIC X(4).
       FD  VF RECORD VARYING 2 TO 8 DEPENDING VL.
       01  VR PIC X(8).
       WORKING-STORAGE SECTION.
       01  RK PIC 99.
       01  VL PIC 99.
       01  EX PIC X(4) IS EXTERNAL.
       01  N  PIC 9(8)V99 VALUE 12345678,91.
       01  S  PIC S9(
      -    5).
       01  A  PIC 99 VALUE 3.
       01  B  PIC 99 VALUE 4.
       01  C  PIC 99 VALUE 5.
       01  M  PIC 9(5)V99.
       01  G1.
           05 RA PIC X(4).
           05 RB REDEFINES RA PIC 9(4).
       01  G2.
           05 RA PIC X(4).
           05 RB REDEFINES RA PIC X(4).
       01  G3.
           05 RC1 PIC X(4).
           05 RC2 PIC X(4).
       66  RCD RENAMES RC1 THRU RC2.
       01  G4 REDEFINES G3 PIC X(8).
       PROCEDURE DIVISION.
           COMPUTE M = FUNCTION MAX(A * B, (C + 1) / 2)
           SET SW1 TO ON SW2 TO OFF
           STOP RUN.
