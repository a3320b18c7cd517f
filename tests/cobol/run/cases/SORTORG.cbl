      * SORTORG - SORT and MERGE over files of every organisation, with
      * every phrase (Language Reference, "SORT statement", "MERGE
      * statement"). The program writes its own inputs, then:
      * 1. SORT USING a sequential, a relative and an indexed file (in
      *    that order) ON ASCENDING KEY an alphanumeric item, DESCENDING
      *    KEY a packed item, ASCENDING KEY a binary item, WITH
      *    DUPLICATES IN ORDER (records with equal keys in the order of
      *    the USING files, then of each file's records), GIVING a
      *    sequential file.
      * 2. SORT with an INPUT PROCEDURE (RELEASE FROM) and the GIVING
      *    phrase naming three files, each receiving every record: a
      *    sequential, a relative (ACCESS SEQUENTIAL: slots 1, 2, ... in
      *    the sorted order) and an indexed one (its prime key the
      *    major key, which must be ASCENDING: written in key order).
      * 3. MERGE of a line sequential, a sequential and an indexed file,
      *    each already in the order of the keys, OUTPUT PROCEDURE with
      *    RETURN INTO and AT END / NOT AT END.
      * 3B. SORT (on the MERGE's SD) USING a line sequential and a
      *    sequential file GIVING a line sequential file.
      * 4. MERGE USING a file out of the order of the keys: IBM defines
      *    MERGE only over "identically sequenced files", so the run goes
      *    wrong (undefined_result) there; cobc merges it anyway.
      * Every result is read back and displayed; the lines up to step 4
      * are cobc's (cobc -std=ibm).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SORTORG.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SEQ-IN ASSIGN TO SEQIN
               ORGANIZATION IS SEQUENTIAL.
           SELECT REL-IN ASSIGN TO RELIN
               ORGANIZATION IS RELATIVE ACCESS IS SEQUENTIAL.
           SELECT IDX-IN ASSIGN TO IDXIN
               ORGANIZATION IS INDEXED ACCESS IS SEQUENTIAL
               RECORD KEY IS II-TAG.
           SELECT SRT ASSIGN TO SRTWK.
           SELECT OUT-SEQ ASSIGN TO OUTSEQ
               ORGANIZATION IS SEQUENTIAL.
           SELECT OUT-REL ASSIGN TO OUTREL
               ORGANIZATION IS RELATIVE ACCESS IS SEQUENTIAL
               RELATIVE KEY IS WS-RK.
           SELECT OUT-IDX ASSIGN TO OUTIDX
               ORGANIZATION IS INDEXED ACCESS IS SEQUENTIAL
               RECORD KEY IS OI-TAG.
           SELECT M-LS ASSIGN TO MLS
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT M-SEQ ASSIGN TO MSEQ
               ORGANIZATION IS SEQUENTIAL.
           SELECT M-IDX ASSIGN TO MIDX
               ORGANIZATION IS INDEXED ACCESS IS SEQUENTIAL
               RECORD KEY IS MI-KEY.
           SELECT MRG ASSIGN TO MRGWK.
           SELECT OUT-LS ASSIGN TO OUTLS
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  SEQ-IN.
       01  SI-REC PIC X(20).
       FD  REL-IN.
       01  RI-REC PIC X(20).
       FD  IDX-IN.
       01  II-REC.
           05 FILLER PIC X(8).
           05 II-TAG PIC X(12).
       SD  SRT.
       01  S-REC.
           05 S-A    PIC X(4).
           05 S-P    PIC S9(3) COMP-3.
           05 S-B    PIC S9(4) BINARY.
           05 S-TAG  PIC X(12).
       FD  OUT-SEQ.
       01  OS-REC PIC X(20).
       FD  OUT-REL.
       01  OR-REC PIC X(20).
       FD  OUT-IDX.
       01  OI-REC.
           05 OI-TAG PIC X(4).
           05 FILLER PIC X(16).
       FD  M-LS.
       01  ML-REC PIC X(10).
       FD  M-SEQ.
       01  MS-REC PIC X(10).
       FD  M-IDX.
       01  MI-REC.
           05 MI-KEY PIC X(4).
           05 FILLER PIC X(6).
       SD  MRG.
       01  M-REC.
           05 M-K    PIC 9(3).
           05 M-N    PIC X.
           05 M-TAG  PIC X(6).
       FD  OUT-LS.
       01  OL-REC PIC X(10).
       WORKING-STORAGE SECTION.
       01  WS-RK     PIC 9(4).
       01  WS-EOF    PIC X.
       01  WS-I      PIC 99.
       01  W-REC.
           05 W-A    PIC X(4).
           05 W-P    PIC S9(3) COMP-3.
           05 W-B    PIC S9(4) BINARY.
           05 W-TAG  PIC X(12).
       01  W-PE      PIC -ZZ9.
       01  W-BE      PIC -ZZZ9.
       01  W-M       PIC X(10).
       PROCEDURE DIVISION.
       MAIN-S SECTION.
       M-0.
           PERFORM MAKE-INPUTS
           DISPLAY "1 SORT USING SEQ REL IDX GIVING SEQ"
           SORT SRT ON ASCENDING KEY S-A
                    DESCENDING KEY S-P
                    ASCENDING KEY S-B
               WITH DUPLICATES IN ORDER
               USING SEQ-IN REL-IN IDX-IN
               GIVING OUT-SEQ
           OPEN INPUT OUT-SEQ
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               READ OUT-SEQ INTO W-REC
                   AT END MOVE "Y" TO WS-EOF
                   NOT AT END PERFORM SHOW-W
               END-READ
           END-PERFORM
           CLOSE OUT-SEQ
           DISPLAY "2 SORT INPUT PROCEDURE GIVING SEQ REL IDX"
           SORT SRT ON ASCENDING KEY S-A
               INPUT PROCEDURE IS REL-SOME
               GIVING OUT-SEQ OUT-REL OUT-IDX
           OPEN INPUT OUT-SEQ
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               READ OUT-SEQ INTO W-REC
                   AT END MOVE "Y" TO WS-EOF
                   NOT AT END PERFORM SHOW-W
               END-READ
           END-PERFORM
           CLOSE OUT-SEQ
           OPEN INPUT OUT-REL
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               READ OUT-REL NEXT INTO W-REC
                   AT END MOVE "Y" TO WS-EOF
                   NOT AT END DISPLAY "REL SLOT " WS-RK " " W-TAG
               END-READ
           END-PERFORM
           CLOSE OUT-REL
           OPEN INPUT OUT-IDX
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               READ OUT-IDX INTO W-REC
                   AT END MOVE "Y" TO WS-EOF
                   NOT AT END DISPLAY "IDX " W-A " " W-TAG
               END-READ
           END-PERFORM
           CLOSE OUT-IDX
           DISPLAY "3 MERGE LS SEQ IDX OUTPUT PROCEDURE"
           MERGE MRG ON ASCENDING KEY M-K
               USING M-LS M-SEQ M-IDX
               OUTPUT PROCEDURE IS SHOW-MERGED
           DISPLAY "3B SORT USING LS SEQ GIVING LS"
           SORT MRG ON DESCENDING KEY M-TAG
               USING M-LS M-SEQ GIVING OUT-LS
           OPEN INPUT OUT-LS
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               READ OUT-LS INTO W-M
                   AT END MOVE "Y" TO WS-EOF
                   NOT AT END DISPLAY "LS " W-M
               END-READ
           END-PERFORM
           CLOSE OUT-LS
           DISPLAY "4 MERGE OUT OF ORDER"
           OPEN OUTPUT M-SEQ
           MOVE "500BLATE  " TO MS-REC WRITE MS-REC
           MOVE "100BEARLY " TO MS-REC WRITE MS-REC
           CLOSE M-SEQ
           MERGE MRG ON ASCENDING KEY M-K
               USING M-LS M-SEQ
               OUTPUT PROCEDURE IS SHOW-MERGED
           DISPLAY "NOT REACHED ON IBM"
           STOP RUN.
       MAKE-INPUTS.
           OPEN OUTPUT SEQ-IN REL-IN IDX-IN M-LS M-SEQ M-IDX
           MOVE "BBBB" TO W-A MOVE 5 TO W-P MOVE 7 TO W-B
           MOVE "SEQ-1" TO W-TAG WRITE SI-REC FROM W-REC
           MOVE "AAAA" TO W-A MOVE -3 TO W-P MOVE 2 TO W-B
           MOVE "SEQ-2" TO W-TAG WRITE SI-REC FROM W-REC
           MOVE "BBBB" TO W-A MOVE 5 TO W-P MOVE 7 TO W-B
           MOVE "SEQ-3" TO W-TAG WRITE SI-REC FROM W-REC
           MOVE "AAAA" TO W-A MOVE 12 TO W-P MOVE -4 TO W-B
           MOVE "REL-1" TO W-TAG WRITE RI-REC FROM W-REC
           MOVE "BBBB" TO W-A MOVE 5 TO W-P MOVE -7 TO W-B
           MOVE "REL-2" TO W-TAG WRITE RI-REC FROM W-REC
           MOVE "BBBB" TO W-A MOVE 5 TO W-P MOVE 7 TO W-B
           MOVE "IDX-1" TO W-TAG WRITE II-REC FROM W-REC
           MOVE "AAAA" TO W-A MOVE -3 TO W-P MOVE 300 TO W-B
           MOVE "IDX-2" TO W-TAG WRITE II-REC FROM W-REC
           MOVE "CCCC" TO W-A MOVE -99 TO W-P MOVE 0 TO W-B
           MOVE "IDX-3" TO W-TAG WRITE II-REC FROM W-REC
           MOVE "100ALS-A " TO ML-REC WRITE ML-REC
           MOVE "300ALS-B " TO ML-REC WRITE ML-REC
           MOVE "100BSEQ-A" TO MS-REC WRITE MS-REC
           MOVE "200BSEQ-B" TO MS-REC WRITE MS-REC
           MOVE "300BSEQ-C" TO MS-REC WRITE MS-REC
           MOVE "050CIDX-A" TO MI-REC WRITE MI-REC
           MOVE "300CIDX-B" TO MI-REC WRITE MI-REC
           CLOSE SEQ-IN REL-IN IDX-IN M-LS M-SEQ M-IDX.
       REL-SOME.
           MOVE "DDDD" TO W-A MOVE 1 TO W-P MOVE 1 TO W-B
           MOVE "IN-D" TO W-TAG RELEASE S-REC FROM W-REC
           MOVE "FFFF" TO W-A MOVE 2 TO W-P MOVE 2 TO W-B
           MOVE "IN-F" TO W-TAG RELEASE S-REC FROM W-REC
           MOVE "EEEE" TO W-A MOVE 3 TO W-P MOVE 3 TO W-B
           MOVE "IN-E" TO W-TAG RELEASE S-REC FROM W-REC.
       SHOW-W.
           MOVE W-P TO W-PE MOVE W-B TO W-BE
           DISPLAY W-A W-PE W-BE " " W-TAG.
       SHOW-MERGED.
           MOVE "N" TO WS-EOF
           PERFORM UNTIL WS-EOF = "Y"
               RETURN MRG INTO W-M
                   AT END MOVE "Y" TO WS-EOF
                   NOT AT END DISPLAY "MERGED " W-M
               END-RETURN
           END-PERFORM.
