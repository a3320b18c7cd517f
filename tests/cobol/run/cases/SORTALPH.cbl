      * SORTALPH - SORT ... COLLATING SEQUENCE IS a literal alphabet
      * (Language Reference, "SPECIAL-NAMES paragraph", ALPHABET clause,
      * literal-1: entries take ascending positions in the order written,
      * each character of a longer literal one of its own; THRU names
      * the characters between its ends; ALSO gives the same position;
      * an ordinal names the character of that position in the native
      * set; characters not named follow, in native order. "SORT
      * statement": the alphabet orders the nonnumeric keys). MERGE
      * takes the phrase too. The displayed lines are cobc's.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SORTALPH.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           ALPHABET ODD IS "ZYX" "5" THRU "3" "a" ALSO "A" 67 "b".
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SRT ASSIGN TO SRTWK.
       DATA DIVISION.
       FILE SECTION.
       SD  SRT.
       01  S-REC.
           05 S-K PIC XX.
           05 S-N PIC 9.
       WORKING-STORAGE SECTION.
       01  WS-EOF PIC X.
       01  I      PIC 99.
       01  T.
           05 FILLER PIC X(30) VALUE
              "A1a2B3b4Z5X6C7Q8 9aA1Y2" & "3Z4x535".
       01  TR REDEFINES T.
           05 TE PIC XX OCCURS 15.
       PROCEDURE DIVISION.
           SORT SRT ON ASCENDING KEY S-K COLLATING SEQUENCE IS ODD
               INPUT PROCEDURE IS RELS OUTPUT PROCEDURE IS SHOW
           DISPLAY "DESCENDING"
           SORT SRT ON DESCENDING KEY S-K ASCENDING KEY S-N
               COLLATING SEQUENCE ODD
               INPUT PROCEDURE IS RELS OUTPUT PROCEDURE IS SHOW
           STOP RUN.
       RELS.
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 15
               MOVE TE(I) TO S-K MOVE I(2:1) TO S-N
               RELEASE S-REC
           END-PERFORM.
       SHOW.
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               RETURN SRT AT END MOVE "Y" TO WS-EOF
                   NOT AT END DISPLAY S-K " " S-N
               END-RETURN
           END-PERFORM.
